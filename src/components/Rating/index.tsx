import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HERO_RATING_DOTS} from '@site/src/data/stats';
import styles from './styles.module.css';

/** A rating line: five filled dots (decorative) and its text. */
export default function Rating({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return (
    <p className={clsx(styles.rating, className)} data-rating-dots={HERO_RATING_DOTS}>
      <span className={styles.dots} aria-hidden="true">
        {Array.from({length: HERO_RATING_DOTS}, (_, i) => (
          <span key={i} className={styles.dot} />
        ))}
      </span>
      <span>{children}</span>
    </p>
  );
}
