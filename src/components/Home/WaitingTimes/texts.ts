import {translate} from '@docusaurus/Translate';
import type {WaitingTimeLocation} from '@site/src/data/waitingTimes';
import {PUBLIC_WAIT_LIMIT_DAYS} from '@site/src/data/waitingTimes';
import {LOWEST_OPERATION_PRICE, type Price} from '@site/src/data/prices';
import {exactly} from '@site/src/lib/format';
import {useFormat, type Format} from '@site/src/lib/useFormat';

/** Texts of the waiting-times section (Dutch defaults; translations in code.json). */
export function locationType(location: WaitingTimeLocation): string {
  return {
    utrecht: translate({
      id: 'home.waiting.locations.utrecht.type',
      message: 'Kliniek in Nederland, via uw zorgverzekering',
      description: 'Type of the Utrecht location in the waiting-times section',
    }),
    marbella_compass: translate({
      id: 'home.waiting.locations.compass.type',
      message: 'Privékliniek',
      description: 'Type of the Marbella private clinic in the waiting-times section',
    }),
    marbella_mso: translate({
      id: 'home.waiting.locations.mso.type',
      message: 'Sportorthopedische kliniek',
      description: 'Type of the Marbella sports clinic in the waiting-times section',
    }),
    estepona: translate({
      id: 'home.waiting.locations.estepona.type',
      message: 'Ziekenhuis, Spaanse sociale zekerheid',
      description: 'Type of the Estepona location in the waiting-times section',
    }),
  }[location.key];
}

export function priceText(price: Price, format: Format): string {
  switch (price.kind) {
    case 'amount':
      return format.euro(price.eur);
    case 'from':
      return translate(
        {
          id: 'home.waiting.price.from',
          message: 'Vanaf {price}',
          description: 'Lowest operation price; {price} e.g. €6,800',
        },
        {price: format.euro(LOWEST_OPERATION_PRICE)},
      );
    case 'dutchInsurance':
      return translate({
        id: 'home.waiting.price.dutchInsurance',
        message: 'Vergoed volgens uw polis, met eigen risico',
        description: 'Price cell: covered by Dutch health insurance',
      });
    case 'spanishSocialSecurity':
      return translate(
        {
          id: 'home.waiting.price.spanishSocialSecurity',
          message:
            'Vergoed door de Spaanse sociale zekerheid, bij een wachttijd van meer dan {days} in het openbare systeem',
          description: 'Price cell: covered by Spanish social security',
        },
        {days: format.duration(exactly(PUBLIC_WAIT_LIMIT_DAYS, 'day'))},
      );
  }
}

/** Headings, labels and the insurance rules. */
export function useWaitingLabels() {
  const format = useFormat();
  return {
    eyebrow: translate({
      id: 'home.waiting.eyebrow',
      message: 'Wachttijden en prijzen',
      description: 'Small label above the waiting-times heading',
    }),
    title: translate({
      id: 'home.waiting.title',
      message: 'Hoe lang u wacht en wat het kost',
      description: 'Heading of the waiting-times and prices section',
    }),
    intro: translate({
      id: 'home.waiting.intro',
      message: 'Per locatie ziet u hoe lang u wacht op een consult en een operatie, en wat het kost.',
      description: 'Introduction of the waiting-times section',
    }),
    figures: {
      consultWait: translate({
        id: 'home.waiting.consultWait',
        message: 'Wachttijd consult',
        description: 'Label: waiting time for a consultation',
      }),
      operationWait: translate({
        id: 'home.waiting.operationWait',
        message: 'Wachttijd operatie',
        description: 'Label: waiting time for an operation',
      }),
      consultPrice: translate({
        id: 'home.waiting.consultPrice',
        message: 'Prijs consult',
        description: 'Label: price of a consultation',
      }),
      operationPrice: translate({
        id: 'home.waiting.operationPrice',
        message: 'Prijs operatie',
        description: 'Label: price of an operation',
      }),
    },
    prices: translate({
      id: 'home.prices.title',
      message: 'Prijzen van operaties',
      description: 'Heading of the operation price list',
    }),
    pricesNote: translate({
      id: 'home.prices.subtitle',
      message: 'Privéprijzen in Spanje, in euro. Niet inbegrepen: reis, extra nachten, behandeling van complicaties.',
      description: 'Note under the price list heading: private prices in Spain, and what they do not include',
    }),
    includes: translate({
      id: 'home.prices.includes.title',
      message: 'Bij de prijs inbegrepen',
      description: 'Heading of what the operation price includes',
    }),
    insurance: translate({
      id: 'home.insurance.title',
      message: 'Vergoeding door uw verzekering',
      description: 'Heading of the insurance rules',
    }),
    insuranceRules: [
      translate({
        id: 'home.insurance.netherlands',
        message:
          'Behandeling in Nederland valt onder de basisverzekering; u betaalt wel het eigen risico van uw polis.',
        description:
          'Insurance rule for treatment in the Netherlands: basic insurance, subject to the policy’s deductible',
      }),
      translate({
        id: 'home.insurance.spain',
        message:
          'Behandeling in Spanje: met vooraf toestemming van uw Nederlandse zorgverzekeraar krijgt u een vergoeding tot de Nederlandse tarieven; het verschil daarboven betaalt u zelf.',
        description:
          'Insurance rule for treatment in Spain: prior approval, reimbursed up to Dutch rates, the patient pays the difference',
      }),
      translate({
        id: 'home.insurance.infiltrations',
        message:
          'Van de infiltraties vergoedt de Nederlandse zorgverzekering alleen cortisone en hyaluronzuur, volgens uw polis en met uw eigen risico.',
        description: 'Insurance rule for infiltrations',
      }),
      translate(
        {
          id: 'home.insurance.estepona',
          message:
            'Spaanse sociale zekerheid: wacht u in het openbare systeem langer dan {days} op een operatie, dan kunt u in het ziekenhuis van Estepona worden geopereerd.',
          description: "The 180-day rule; {days} is a duration with its unit, e.g. '180 days'",
        },
        {days: format.duration(exactly(PUBLIC_WAIT_LIMIT_DAYS, 'day'))},
      ),
    ],
    faq: translate({
      id: 'home.faq.title',
      message: 'Veelgestelde vragen',
      description: 'Heading of the frequently asked questions',
    }),
  };
}
