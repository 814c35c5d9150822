import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PRICE_INCLUDES, REVISION_STAY_DAYS} from '@site/src/data/prices';
import {useFormat} from '@site/src/lib/useFormat';
import {exactly} from '@site/src/lib/format';
import {CheckList} from '../ui';

/** What the operation price includes. */
export default function PriceIncludes(): ReactNode {
  const format = useFormat();
  const {hospitalNights, physioSessions, crutches} = PRICE_INCLUDES;
  const items = [
    format.plural(
      hospitalNights,
      translate(
        {
          id: 'home.prices.includes.hospital',
          message:
            'Opname in een eenpersoonskamer: {nights} nacht, na een revisieoperatie maximaal {revisionDays}|Opname in een eenpersoonskamer: {nights} nachten, na een revisieoperatie maximaal {revisionDays}',
          description:
            'Included in the price; {nights} is the number of nights after a hip or knee prosthesis (1); {revisionDays} the longest stay after a revision, e.g. "3 days" ("Stay in a single room: 1 night, after a revision at most 3 days") (the price list beside it includes the revision); plural forms by {nights}, separated by |',
        },
        // The revision's own stay, so the list does not say "1 night" beside the revision's price.
        {nights: format.number(hospitalNights), revisionDays: format.duration(exactly(REVISION_STAY_DAYS, 'day'))},
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
      {weeks: format.duration(exactly(PRICE_INCLUDES.checkAfterWeeks, 'week'))},
    ),
    translate(
      {
        id: 'home.prices.includes.chat',
        message: '{weeks} contact met Dr. Jansen via de berichten-app',
        description: 'Included in the price; {weeks} is e.g. "6 weeks"',
      },
      {weeks: format.duration(exactly(PRICE_INCLUDES.chatSupportWeeks, 'week'))},
    ),
  ];
  return <CheckList items={items} />;
}
