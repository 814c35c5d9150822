import React, {type ReactNode} from 'react';
import {FIGURES, isFigureId, type FigureId} from '@site/src/data/clinical';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';
import styles from './styles.module.css';

export interface Props {
  /** A key of `FIGURES` in src/data/clinical.ts, e.g. "operation.duration". */
  id: FigureId;
  /** Include the qualifier ("about", "less than" …). Default true. */
  qualifier?: boolean;
}

/**
 * A clinical figure inside running text: `<Fig id="operation.duration"/>`
 * renders "ongeveer 60 minuten" / "about 60 minutes". Never type the number.
 */
export default function Fig({id, qualifier = true}: Props): ReactNode {
  const format = useFigureFormat();
  if (!isFigureId(id)) throw new Error(`<Fig id="${String(id)}">: no such figure in src/data/clinical.ts`);
  return (
    <span className={styles.figure} data-figure={id}>
      {format.figure(FIGURES[id], qualifier)}
    </span>
  );
}
