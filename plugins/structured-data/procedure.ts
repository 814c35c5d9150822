/**
 * A treatment's procedure texts in a locale: the messages of
 * src/texts/procedures.json (translated), each figure placeholder filled
 * from src/data/procedures.ts with the pages' own formatter, so structured
 * data and page state the same figure the same way.
 */
import {formatNumeric} from '../../src/lib/format';
import {PROCEDURES, PROCEDURE_TEXT_FIELDS, type TreatmentId} from '../../src/data/procedures';
import type {ProcedureText} from '../../src/lib/structuredData';
import {message, type SiteTextsContent} from '../site-texts/texts';

export function procedureText(id: TreatmentId, content: SiteTextsContent): ProcedureText {
  const info = PROCEDURES[id];
  const values = Object.fromEntries(
    Object.entries(info.values).map(([key, figure]) => [key, formatNumeric(content.locale, figure)]),
  );
  const name = content.titles[id];
  if (!name) throw new Error(`No title for page "${id}" in ${content.locale} (its MDX front matter)`);
  const text = Object.fromEntries(
    PROCEDURE_TEXT_FIELDS.map((field) => [
      field,
      message(content.texts, 'procedures', `procedure.${id}.${field}`, values, content.locale),
    ]),
  ) as Omit<ProcedureText, 'name'>;
  return {name, ...text};
}
