/**
 * The home page's FAQ, once: which questions, in which order, and the
 * figures each answer quotes. The words are in src/texts/faq.json
 * (translated in i18n/<locale>/site-texts/faq.json). The FAQ section
 * (useFaqItems) and the FAQPage JSON-LD (plugins/structured-data) both call
 * `faqItems`, so structured data never says what the page does not.
 * Pure: no React, no Docusaurus client code.
 */
import {FAQ_OPERATION_WAIT} from '../../data/waitingTimes';
import {PRICE_INCLUDES, PROSTHESIS_PRICE, operationPrice} from '../../data/prices';
import {TOURISM_STAY} from '../../data/schedule';
import {fillPlaceholders} from '../../lib/placeholders';
import {selectPlural, type Format} from '../../lib/format';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The questions in the order shown; each has `home.faq.<id>.question` and `.answer` in faq.json. */
export const FAQ_ITEMS = [
  'waitingTime',
  'prosthesisPrice',
  'arthroscopyPrice',
  'insurance',
  'infiltrations',
  'stay',
] as const;
export type FaqItemId = (typeof FAQ_ITEMS)[number];

/** The figures an answer quotes, formatted for the page's locale. */
function answerValues(id: FaqItemId, format: Format): Record<string, string> {
  switch (id) {
    case 'waitingTime':
      return {
        netherlands: format.duration(FAQ_OPERATION_WAIT.netherlands),
        spain: format.duration(FAQ_OPERATION_WAIT.spain),
      };
    case 'prosthesisPrice':
      return {price: format.euro(PROSTHESIS_PRICE), nights: format.number(PRICE_INCLUDES.hospitalNights)};
    case 'arthroscopyPrice':
      return {price: format.euro(operationPrice('arthroscopy'))};
    case 'stay': {
      const weeks = TOURISM_STAY.minWeeksAfterSurgery;
      return {weeks: format.duration({min: weeks, max: weeks, unit: 'week'})};
    }
    case 'insurance':
    case 'infiltrations':
      return {};
  }
}

/** The count whose plural form an answer takes (forms separated by `|` in faq.json). */
function pluralCount(id: FaqItemId): number | undefined {
  return id === 'prosthesisPrice' ? PRICE_INCLUDES.hospitalNights : undefined;
}

/**
 * The FAQ in one locale: `messages` maps message ids to that locale's text.
 * A question or answer missing from the messages fails, naming `file`.
 */
export function faqItems(
  messages: Readonly<Record<string, string>>,
  format: Format,
  file = 'src/texts/faq.json',
): FaqItem[] {
  const text = (id: string, values: Record<string, string> = {}, count?: number) => {
    const message = messages[id];
    if (message === undefined || message.trim() === '') throw new Error(`${file}: no message "${id}"`);
    const form = count === undefined ? message : selectPlural(format.locale, count, message);
    return fillPlaceholders(form, values, `${file} "${id}"`);
  };
  return FAQ_ITEMS.map((id) => ({
    question: text(`home.faq.${id}.question`),
    answer: text(`home.faq.${id}.answer`, answerValues(id, format), pluralCount(id)),
  }));
}
