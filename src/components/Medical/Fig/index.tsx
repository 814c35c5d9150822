import React, {type ReactNode} from 'react';
import {FIGURES, isFigureId, type FigureId} from '@site/src/data/clinical';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';
import styles from './styles.module.css';

/** A figure of src/data/clinical.ts in running text: `<Fig id="operation.duration"/>` → "ongeveer 60 minuten". */
export default function Fig({id, qualifier = true}: {id: FigureId; qualifier?: boolean}): ReactNode {
  const format = useFigureFormat();
  if (!isFigureId(id)) throw new Error(`<Fig id="${String(id)}">: no such figure in src/data/clinical.ts`);
  return (
    <span className={styles.figure} data-figure={id}>
      {format.figure(FIGURES[id], qualifier)}
    </span>
  );
}
