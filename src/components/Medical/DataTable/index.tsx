import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Props {
  caption: ReactNode;
  headers: readonly ReactNode[];
  /** Each row: a key and its cells; the first cell is the row header. */
  rows: readonly {key: string; cells: readonly ReactNode[]}[];
  /** Right-align (inline-end) the columns with figures. */
  numericColumns?: readonly number[];
  className?: string;
}

/** The medical tables. The wrapper scrolls sideways on phones: a focusable region named by the caption (WCAG 2.1.1). */
export default function DataTable({caption, headers, rows, numericColumns = [], className}: Props): ReactNode {
  const captionId = useId();
  return (
    <div className={clsx(styles.wrapper, className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" className={clsx(numericColumns.includes(i) && styles.numeric)}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={clsx(numericColumns.includes(i) && styles.numeric)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
