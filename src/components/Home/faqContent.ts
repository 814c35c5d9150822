/**
 * The home page's FAQ: its questions in order and the figures each answer quotes (words in
 * src/texts/faq.json). The FAQ section and the FAQPage JSON-LD both call `faqItems`, so the
 * structured data never says what the page does not. Pure: no React, no Docusaurus client code.
 */
import {waitingTime} from '../../data/waitingTimes';
import {PRICE_INCLUDES, PROSTHESIS_PRICE_KEYS, operationPrice} from '../../data/prices';
import {TOURISM_STAY} from '../../data/schedule';
import {fillPlaceholders} from '../../lib/placeholders';
import {exactly, selectPlural, type Format} from '../../lib/format';

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
        // Each location's operation wait, as the waiting-time table shows it (ARCHITECTURE "One truth").
        utrecht: format.duration(waitingTime('utrecht').operationWait),
        compass: format.duration(waitingTime('marbella_compass').operationWait),
        mso: format.duration(waitingTime('marbella_mso').operationWait),
        estepona: format.duration(waitingTime('estepona').operationWait),
      };
    case 'prosthesisPrice': {
      // The price list's fixed price, without "from": beside the list a "from" reads as a second,
      // different price. Should the hip and knee prices ever differ, the answer gives their range.
      const prices = PROSTHESIS_PRICE_KEYS.map(operationPrice);
      const [low, high] = [Math.min(...prices), Math.max(...prices)];
      const price = low === high ? format.euro(low) : `${format.euro(low)}–${format.euro(high)}`;
      return {price, nights: format.number(PRICE_INCLUDES.hospitalNights)};
    }
    case 'arthroscopyPrice':
      return {price: format.euro(operationPrice('arthroscopy'))};
    case 'stay':
      return {weeks: format.duration(exactly(TOURISM_STAY.minWeeksAfterSurgery, 'week'))};
    case 'insurance':
    case 'infiltrations':
      return {};
  }
}

/** The count whose plural form an answer takes (forms separated by `|` in faq.json). */
function pluralCount(id: FaqItemId): number | undefined {
  return id === 'prosthesisPrice' ? PRICE_INCLUDES.hospitalNights : undefined;
}

/** The FAQ's texts in one locale, in the order shown: [question, answer] with `{placeholders}`. */
export type FaqTexts = readonly (readonly [question: string, answer: string])[];

/** Picks the FAQ's texts out of a locale's messages (id → text), in order; at build time, so the browser gets no ids. */
export function faqTexts(messages: Readonly<Record<string, string>>, file = 'src/texts/faq.json'): FaqTexts {
  const text = (id: string) => {
    const message = messages[id];
    if (message === undefined || message.trim() === '') throw new Error(`${file}: no message "${id}"`);
    return message;
  };
  return FAQ_ITEMS.map((id) => [text(`home.faq.${id}.question`), text(`home.faq.${id}.answer`)] as const);
}

/** The FAQ in one locale, figures filled in: what the page shows and the FAQPage JSON-LD says. */
export function faqItems(texts: FaqTexts, format: Format): {question: string; answer: string}[] {
  return FAQ_ITEMS.map((id, i) => {
    const [question = '', answer = ''] = texts[i] ?? [];
    const count = pluralCount(id);
    const form = count === undefined ? answer : selectPlural(format.locale, count, answer);
    return {question, answer: fillPlaceholders(form, answerValues(id, format), `FAQ "${id}"`)};
  });
}
