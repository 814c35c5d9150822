import {translate} from '@docusaurus/Translate';
import {FAQ_OPERATION_WAIT} from '@site/src/data/waitingTimes';
import {PRICE_INCLUDES, PROSTHESIS_PRICE, operationPrice} from '@site/src/data/prices';
import {TOURISM_STAY} from '@site/src/data/schedule';
import {useFormat} from './useFormat';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The home page's FAQ, translated and with its figures filled in. The FAQ
 * section renders exactly these strings, and the FAQPage JSON-LD is built
 * from them, so structured data never says what the page does not.
 */
export function useFaqItems(): FaqItem[] {
  const format = useFormat();
  const oneWeek = format.duration({
    min: TOURISM_STAY.minWeeksAfterSurgery,
    max: TOURISM_STAY.minWeeksAfterSurgery,
    unit: 'week',
  });
  return [
    {
      question: translate({
        id: 'home.faq.waitingTime.question',
        message: 'Hoe lang moet ik wachten op een operatie?',
        description: 'FAQ question about waiting times',
      }),
      answer: translate(
        {
          id: 'home.faq.waitingTime.answer',
          message:
            'In Nederland is de wachttijd voor een operatie ongeveer {netherlands}. In Spanje kunt u vaak al binnen {spain} worden geopereerd.',
          description: 'FAQ answer about waiting times; {netherlands} and {spain} are durations like "4–6 weeks"',
        },
        {
          netherlands: format.duration(FAQ_OPERATION_WAIT.netherlands),
          spain: format.duration(FAQ_OPERATION_WAIT.spain),
        },
      ),
    },
    {
      question: translate({
        id: 'home.faq.prosthesisPrice.question',
        message: 'Wat kost een heup- of knieprothese?',
        description: 'FAQ question about the price of a prosthesis',
      }),
      answer: translate(
        {
          id: 'home.faq.prosthesisPrice.answer',
          message:
            'Een heup- of knieprothese kost {price}. Dat is inclusief {nights} nacht in het ziekenhuis, de prothese, de anesthesie en de nazorg.',
          description: 'FAQ answer about the prosthesis price; {price} e.g. €19,500, {nights} the number of nights (1)',
        },
        {price: format.euro(PROSTHESIS_PRICE), nights: format.number(PRICE_INCLUDES.hospitalNights)},
      ),
    },
    {
      question: translate({
        id: 'home.faq.arthroscopyPrice.question',
        message: 'Wat kost een knie-artroscopie?',
        description: 'FAQ question about the price of a knee arthroscopy',
      }),
      answer: translate(
        {
          id: 'home.faq.arthroscopyPrice.answer',
          message:
            'Een knie-artroscopie kost {price}. Tijdens het consult bespreken we of een artroscopie in uw situatie zinvol is.',
          description: 'FAQ answer about the knee arthroscopy price; {price} e.g. €6,800',
        },
        {price: format.euro(operationPrice('arthroscopy'))},
      ),
    },
    {
      question: translate({
        id: 'home.faq.insurance.question',
        message: 'Vergoedt mijn zorgverzekering de behandeling?',
        description: 'FAQ question about insurance',
      }),
      answer: translate({
        id: 'home.faq.insurance.answer',
        message:
          'Behandeling in Nederland wordt volledig vergoed. Voor behandeling in Spanje vraagt u vooraf toestemming aan uw Nederlandse zorgverzekeraar; u krijgt dan een vergoeding tegen Nederlandse tarieven.',
        description: 'FAQ answer about insurance',
      }),
    },
    {
      question: translate({
        id: 'home.faq.infiltrations.question',
        message: 'Worden infiltraties vergoed?',
        description: 'FAQ question about reimbursement of infiltrations',
      }),
      answer: translate({
        id: 'home.faq.infiltrations.answer',
        message:
          'De Nederlandse zorgverzekering vergoedt alleen infiltraties met cortisone en hyaluronzuur. PRP, WINT en de hydrogel betaalt u zelf.',
        description: 'FAQ answer about reimbursement of infiltrations',
      }),
    },
    {
      question: translate({
        id: 'home.faq.stay.question',
        message: 'Hoe lang blijf ik na de operatie in Spanje?',
        description: 'FAQ question about the stay after surgery',
      }),
      answer: translate(
        {
          id: 'home.faq.stay.answer',
          message: 'Na de operatie blijft u minimaal {weeks} in Spanje. Daarna mag u naar huis vliegen.',
          description: 'FAQ answer about the stay after surgery; {weeks} e.g. "1 week"',
        },
        {weeks: oneWeek},
      ),
    },
  ];
}
