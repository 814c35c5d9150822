import React, {type ReactNode} from 'react';
import {stat, type StatKey} from '@site/src/data/stats';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';
import styles from './styles.module.css';

export interface Props {
  /** A key of STATS in src/data/stats.ts: patients, rating, years, locations. */
  name: StatKey;
}

/**
 * One of the surgeon's statistics inside running text (the same figures as
 * the home page): `<SurgeonStat name="years"/>` → "16+".
 */
export default function SurgeonStat({name}: Props): ReactNode {
  const format = useFigureFormat();
  const s = stat(name);
  const text = `${format.number(s.value)}${s.suffix ?? ''}${s.scale ? `/${format.number(s.scale)}` : ''}`;
  return (
    <span className={styles.stat} data-stat={name}>
      {text}
    </span>
  );
}
