import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {FIGURES} from '@site/src/data/clinical';
import InfoCard from '../InfoCard';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';

/** What happens when a wound keeps draining (figures from src/data/clinical.ts). */
export default function WoundDrainageRule(): ReactNode {
  const format = useFigureFormat();
  return (
    <InfoCard
      tone="warning"
      title={translate({
        id: 'medical.woundDrainage.title',
        message: 'Als de wond blijft lekken',
        description: 'Title of the wound-drainage rule card',
      })}
    >
      <p>
        {translate(
          {
            id: 'medical.woundDrainage.rule',
            message:
              'Lekt de wond {days} na de operatie nog steeds? Dan spoelen we het gewricht schoon in een korte operatie. Daarna krijgt u {antibiotics} antibiotica. Meestal helpt dat: in {success} van de gevallen kan de prothese blijven zitten.',
            description:
              'Wound-drainage rule; {days} e.g. "more than 14 days", {antibiotics} e.g. "at least 6 weeks", {success} e.g. "more than 90%"',
          },
          {
            days: format.figure(FIGURES['woundDrainage.days']),
            antibiotics: format.figure(FIGURES['woundDrainage.antibiotics']),
            success: format.figure(FIGURES['woundDrainage.success']),
          },
        )}
      </p>
    </InfoCard>
  );
}
