import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PRICE_INCLUDES} from '@site/src/data/prices';
import {useFormat} from '@site/src/lib/useFormat';
import {CheckList} from '../ui';

export interface Props {
  className?: string;
}

/** What the operation price includes. */
export default function PriceIncludes({className}: Props): ReactNode {
  const format = useFormat();
  const {hospitalNights, physioSessions, crutches} = PRICE_INCLUDES;
  const items = [
    format.plural(
      hospitalNights,
      translate(
        {
          id: 'home.prices.includes.hospital',
          message: '{nights} nacht opname in een eenpersoonskamer|{nights} nachten opname in een eenpersoonskamer',
          description: 'Included in the price; {nights} is the number of nights (1); plural forms separated by |',
        },
        {nights: format.number(hospitalNights)},
      ),
    ),
    format.plural(
      physioSessions,
      translate(
        {
          id: 'home.prices.includes.physio',
          message: '{count} fysiotherapiebehandeling|{count} fysiotherapiebehandelingen',
          description: 'Included in the price; {count} physiotherapy sessions (2); plural forms separated by |',
        },
        {count: format.number(physioSessions)},
      ),
    ),
    format.plural(
      crutches,
      translate(
        {
          id: 'home.prices.includes.crutches',
          message: '{count} kruk|{count} krukken',
          description: 'Included in the price; {count} crutches (2); plural forms separated by |',
        },
        {count: format.number(crutches)},
      ),
    ),
    translate(
      {
        id: 'home.prices.includes.check',
        message: 'Controle na {weeks}, in de kliniek of via een videogesprek',
        description:
          'Included in the price: the check-up, at the clinic or by video call for those who flew home; {weeks} is e.g. "2 weeks"',
      },
      {
        weeks: format.duration({
          min: PRICE_INCLUDES.checkAfterWeeks,
          max: PRICE_INCLUDES.checkAfterWeeks,
          unit: 'week',
        }),
      },
    ),
    translate(
      {
        id: 'home.prices.includes.chat',
        message: '{weeks} contact met Dr. Jansen via de berichten-app',
        description: 'Included in the price; {weeks} is e.g. "6 weeks"',
      },
      {
        weeks: format.duration({
          min: PRICE_INCLUDES.chatSupportWeeks,
          max: PRICE_INCLUDES.chatSupportWeeks,
          unit: 'week',
        }),
      },
    ),
  ];
  return <CheckList items={items} className={className} />;
}
