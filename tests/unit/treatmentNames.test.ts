/**
 * One name per treatment and locale (issue 11, point 3). A price-list line
 * either prices a page's treatment and is named by the page's title, or
 * prices one operation of it (the total knee of "Knee replacement") or an
 * operation without a page, and has a message of its own that differs from
 * the page's title on purpose. Both names come from
 * src/components/Home/treatmentNames.ts; the lines say which in
 * src/data/prices.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '@site/src/data/locales';
import {OPERATION_PRICES} from '@site/src/data/prices';
import {TREATMENT_PAGE_IDS, isTreatmentPage} from '@site/src/data/routes';
import {pageTitles} from '@site/plugins/site-texts';
import {scanSources} from '@site/plugins/inline-translations/loader.cjs';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const dutch: Map<string, string> = scanSources([path.join(SITE_DIR, 'src')]).defaults;
const lineId = (key: string) => `home.prices.operations.${key}`;

function messages(locale: Locale): Map<string, string> {
  if (locale === DEFAULT_LOCALE) return dutch;
  const table = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  return new Map(Object.entries(table).map(([id, {message}]) => [id, message]));
}

describe('treatment names and price-list lines', () => {
  it('every price-list line names the treatment page it belongs to, if any, by its registry id', () => {
    for (const line of OPERATION_PRICES) {
      if (line.page !== undefined) expect([line.key, isTreatmentPage(line.page)]).toEqual([line.key, true]);
    }
    // The hip, knee and revision pages each have their lines.
    const priced = new Set(OPERATION_PRICES.map((l) => l.page));
    expect(TREATMENT_PAGE_IDS.filter((id) => priced.has(id))).toEqual(['hip', 'knee', 'revision']);
  });

  it('a line named by its page has no message of its own (no second name that can drift)', () => {
    for (const line of OPERATION_PRICES.filter((l) => l.name === 'page')) {
      expect([line.key, dutch.has(lineId(line.key))]).toEqual([line.key, false]);
    }
  });

  describe.each(LOCALES.map((l) => [l]))('%s', (locale) => {
    const titles = pageTitles(SITE_DIR, locale);
    const table = messages(locale);

    it.each(OPERATION_PRICES.filter((l) => l.name === 'operation').map((l) => [l.key, l]))(
      'the line %s has its own name, distinct from its page title',
      (_key, line) => {
        const name = table.get(lineId(line.key));
        expect({line: line.key, locale, named: (name ?? '').trim() !== ''}).toEqual({
          line: line.key,
          locale,
          named: true,
        });
        if (line.page) expect({line: line.key, name}).not.toEqual({line: line.key, name: titles[line.page]});
      },
    );

    it('every treatment page with price lines has a title (the name of the lines named by their page)', () => {
      for (const line of OPERATION_PRICES) {
        if (line.page) expect([line.page, (titles[line.page] ?? '').trim() !== '']).toEqual([line.page, true]);
      }
    });
  });
});
