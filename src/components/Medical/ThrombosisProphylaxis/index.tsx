import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {FIGURES} from '@site/src/data/clinical';
import InfoCard from '../InfoCard';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';

/** Thrombosis prophylaxis after a prosthesis: a daily injection, compression stockings. */
export default function ThrombosisProphylaxis(): ReactNode {
  const format = useFigureFormat();
  return (
    <InfoCard
      title={translate({
        id: 'medical.thrombosis.title',
        message: 'Trombosepreventie',
        description: 'Title of the thrombosis prophylaxis card',
      })}
    >
      <ul>
        <li>
          {translate(
            {
              id: 'medical.thrombosis.injection',
              message: 'Elke dag een injectie tegen trombose, die u thuis {duration} lang voortzet',
              description: 'Thrombosis prophylaxis: a daily injection continued at home; {duration} is e.g. "5 weeks"',
            },
            {duration: format.figure(FIGURES['thrombosis.duration'])},
          )}
        </li>
        <li>
          {translate({
            id: 'medical.thrombosis.stockings',
            message: 'Steunkousen (compressiekousen) om de bloedsomloop in de benen te helpen',
            description: 'Thrombosis prophylaxis: compression stockings',
          })}
        </li>
      </ul>
    </InfoCard>
  );
}
