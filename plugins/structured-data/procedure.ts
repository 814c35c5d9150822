/**
 * A treatment's procedure texts in a locale: the messages of
 * src/texts/procedures.json (translated), each figure placeholder filled
 * from src/data/procedures.ts with the pages' own formatter, so structured
 * data and page state the same figure the same way. A figure with a counted
 * unit ("1 nacht", "5 weken") is written through its own plural message,
 * whose form is chosen by the locale's Intl plural rules.
 */
import {formatNumeric, selectPlural} from '../../src/lib/format';
import {
  PROCEDURES,
  PROCEDURE_TEXT_FIELDS,
  isCounted,
  pluralCount,
  pluralMessageId,
  type TreatmentId,
} from '../../src/data/procedures';
import type {ProcedureText} from '../../src/lib/structuredData';
import {message, type SiteTextsContent} from '../site-texts/texts';

/** The figure placeholders of a message's Dutch source or translation. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

export function procedureText(id: TreatmentId, content: SiteTextsContent): ProcedureText {
  const info = PROCEDURES[id];
  const {locale, texts} = content;
  const name = content.titles[id];
  if (!name) throw new Error(`No title for page "${id}" in ${locale} (its MDX front matter)`);
  const fieldText = (field: string): string => {
    const messageId = `procedure.${id}.${field}`;
    const values: Record<string, string> = {};
    for (const key of placeholders(texts.procedures[messageId]?.message ?? '')) {
      const figure = info.values[key];
      if (!figure) continue; // message() names the unknown placeholder
      const count = formatNumeric(locale, figure);
      if (!isCounted(figure)) {
        values[key] = count;
        continue;
      }
      // The whole plural message is looked up first, so a missing one fails with its id.
      const forms = message(texts, 'procedures', pluralMessageId(messageId, key), {count: '{count}'}, locale);
      values[key] = selectPlural(locale, pluralCount(figure), forms).replace(/\{count\}/g, count);
    }
    return message(texts, 'procedures', messageId, values, locale);
  };
  const text = Object.fromEntries(PROCEDURE_TEXT_FIELDS.map((field) => [field, fieldText(field)])) as Omit<
    ProcedureText,
    'name'
  >;
  return {name, ...text};
}
