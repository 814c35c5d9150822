import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Small drawn flag (emoji flags do not render everywhere). */
export default function Flag({country}: {country: 'NL' | 'ES'}): ReactNode {
  return (
    <svg className={styles.flag} viewBox="0 0 30 20" width="30" height="20" aria-hidden="true">
      {country === 'NL' ? (
        <>
          <rect width="30" height="20" fill="#21468b" />
          <rect width="30" height="13.33" fill="#fff" />
          <rect width="30" height="6.67" fill="#ae1c28" />
        </>
      ) : (
        <>
          <rect width="30" height="20" fill="#aa151b" />
          <rect y="5" width="30" height="10" fill="#f1bf00" />
        </>
      )}
    </svg>
  );
}
