import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {FIGURES} from '@site/src/data/clinical';
import DataTable from '../DataTable';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';

/** Dislocation risk of the hip by surgical approach. */
export default function ApproachComparison(): ReactNode {
  const format = useFigureFormat();
  return (
    <DataTable
      caption={translate({
        id: 'medical.approach.caption',
        message: 'Kans op luxatie (de heup schiet uit de kom) per benadering, volgens onderzoek',
        description:
          "Caption of the table comparing dislocation risk by surgical approach; its figures are ranges from the literature, not the practice's own",
      })}
      headers={[
        translate({
          id: 'medical.approach.header.approach',
          message: 'Benadering',
          description: 'Approach table: column header of the surgical approach',
        }),
        translate({
          id: 'medical.approach.header.dislocation',
          message: 'Kans op luxatie',
          description: 'Approach table: column header of the dislocation chance',
        }),
      ]}
      rows={[
        {
          key: 'anterior',
          cells: [
            translate({
              id: 'medical.approach.anterior',
              message: 'Voorste benadering (anterior)',
              description: 'Anterior approach to the hip',
            }),
            format.figure(FIGURES['approach.anterior.dislocation']),
          ],
        },
        {
          key: 'posterolateral',
          cells: [
            translate({
              id: 'medical.approach.posterolateral',
              message: 'Achterste benadering (posterolateraal)',
              description: 'Posterolateral approach to the hip',
            }),
            format.figure(FIGURES['approach.posterolateral.dislocation']),
          ],
        },
      ]}
      numericColumns={[1]}
    />
  );
}
