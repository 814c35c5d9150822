import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Props {
  title: ReactNode;
  children: ReactNode;
  /** 'info' (blue) or 'warning' (amber, for "call us if…" rules). */
  tone?: 'info' | 'warning';
  className?: string;
}

/** A highlighted box with a title; used for rules patients must remember. */
export default function InfoCard({title, children, tone = 'info', className}: Props): ReactNode {
  return (
    <aside className={clsx(styles.card, tone === 'warning' && styles.warning, className)}>
      <p className={styles.title}>{title}</p>
      {children}
    </aside>
  );
}
