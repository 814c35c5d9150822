/**
 * Plural-aware messages: every message that puts a bare number in front of a
 * noun ("{nights} nacht", "{count} krukken") has one form per plural category
 * of each locale (Intl.PluralRules: Dutch one|other, Russian one|few|many|other,
 * Arabic zero|one|two|few|many|other) in Dutch (the source) and in every
 * code.json and site-texts translation file, and renders for the counts a
 * figure can take. The structured-data procedure texts write every figure
 * with a counted unit through such a message, never "{stay} nacht".
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '@site/src/data/locales';
import {PLURAL_ORDER, pluralCategories, selectPlural} from '@site/src/lib/format';
import {scanSources} from '@site/plugins/inline-translations/loader.cjs';
import {loadSiteTexts} from '@site/plugins/site-texts';
import {TEXT_FILES, readSource} from '@site/plugins/site-texts/texts';
import {procedureText} from '@site/plugins/structured-data/procedure';
import {PROCEDURES, PROCEDURE_TEXT_FIELDS, TREATMENT_IDS, isCounted, pluralMessageId} from '@site/src/data/procedures';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const COUNTS = [1, 2, 3, 5, 11, 21, 100];

/** Placeholders that hold a bare number: their noun must agree with it. */
const BARE_NUMBER = /\{(count|nights|years)\}/;

const dutch: Map<string, string> = scanSources([path.join(SITE_DIR, 'src')]).defaults;

function messages(locale: Locale): Map<string, string> {
  if (locale === DEFAULT_LOCALE) return dutch;
  const file = path.join(SITE_DIR, 'i18n', locale, 'code.json');
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return new Map(Object.entries(table).map(([id, {message}]) => [id, message]));
}

const pluralIds = [...dutch].filter(([, message]) => message.includes('|')).map(([id]) => id);

function fill(message: string, count: number): string {
  return message.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'minutes' ? '60 minuten' : String(count)));
}

describe('plural messages', () => {
  it('Docusaurus still orders plural forms zero, one, two, few, many, other (usePluralForm)', () => {
    // selectPlural (structured data, tests) and usePluralForm (pages) must pick the same form.
    const file = path.join(SITE_DIR, 'node_modules/@docusaurus/theme-common/lib/utils/usePluralForm.js');
    const source = fs.readFileSync(file, 'utf8');
    const order = /OrderedPluralForms\s*=\s*\[([^\]]*)\]/.exec(source)?.[1];
    expect(order?.match(/'(\w+)'/g)?.map((s) => s.slice(1, -1))).toEqual([...PLURAL_ORDER]);
  });

  it('every figure-bearing message is one, among them the nights, sessions, crutches and locations', () => {
    expect(pluralIds).toEqual(
      expect.arrayContaining([
        'home.prices.includes.hospital',
        'home.prices.includes.physio',
        'home.prices.includes.crutches',
        'home.treatments.duration.operation',
        'home.hero.highlights.experience',
        'home.hero.highlights.locations',
        'medical.unit.night',
        'medical.unit.degree',
      ]),
    );
    // A bare number before a fixed noun ("{nights} nacht") is the mistake this prevents.
    const fixed = [...dutch].filter(([, m]) => BARE_NUMBER.test(m) && !m.includes('|')).map(([id]) => id);
    expect(fixed).toEqual([]);
  });

  describe.each(LOCALES.map((l) => [l]))('%s', (locale) => {
    const table = messages(locale);
    const categories = pluralCategories(locale);

    it.each(pluralIds.map((id) => [id]))('%s has every plural category and renders', (id) => {
      const message = table.get(id);
      expect({id, present: message !== undefined}).toEqual({id, present: true});
      const forms = message!.split('|');
      expect({id, locale, categories, forms: forms.length}).toEqual({
        id,
        locale,
        categories,
        forms: categories.length,
      });
      for (const count of COUNTS) {
        const text = fill(selectPlural(locale, count, message!), count);
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/[|{}]/);
      }
    });
  });

  it('picks the right form in the languages with more than two', () => {
    const night = (locale: Locale, n: number) =>
      fill(selectPlural(locale, n, messages(locale).get('home.prices.includes.hospital')!), n);
    expect(night('ru', 1)).toMatch(/^1 ночь /);
    expect(night('ru', 3)).toMatch(/^3 ночи /);
    expect(night('ru', 5)).toMatch(/^5 ночей /);
    expect(night('ru', 21)).toMatch(/^21 ночь /);
    expect(night('ar', 1)).toContain('ليلة واحدة');
    expect(night('ar', 2)).toContain('ليلتين');
    expect(night('ar', 3)).toContain('3 ليالٍ');
    expect(night('ar', 11)).toContain('11 ليلة');
    expect(night('nl', 2)).toMatch(/^2 nachten /);
    expect(night('es', 1)).toMatch(/^1 noche /);
  });
});

describe('plural messages of the site-texts files (structured data, FAQ)', () => {
  /** Every site-texts message of a locale, by file and id. */
  const siteTexts = (locale: Locale) => loadSiteTexts(SITE_DIR, locale).texts;
  const sources = TEXT_FILES.flatMap((name) =>
    Object.entries(readSource(SITE_DIR, name)).map(([id, m]) => [name, id, m.message] as const),
  );
  const pluralSites = sources.filter(([, , message]) => message.includes('|'));

  it('every figure with a counted unit in a procedure text has its own plural message', () => {
    const dutch = readSource(SITE_DIR, 'procedures');
    const counted: string[] = [];
    for (const id of TREATMENT_IDS) {
      for (const field of PROCEDURE_TEXT_FIELDS) {
        const messageId = `procedure.${id}.${field}`;
        for (const [, key = ''] of (dutch[messageId]?.message ?? '').matchAll(/\{(\w+)\}/g)) {
          const figure = PROCEDURES[id].values[key];
          if (!figure || !isCounted(figure)) continue;
          const plural = pluralMessageId(messageId, key);
          counted.push(plural);
          expect([plural, dutch[plural]?.message.includes('|')]).toEqual([plural, true]);
        }
      }
    }
    // Among them the nights, weeks and years the issue named.
    expect(counted).toEqual(
      expect.arrayContaining([
        'procedure.hip.howPerformed.stay',
        'procedure.infiltrations.followup.cortisone',
        'procedure.infiltrations.followup.hydrogelYears',
        'procedure.hip.followup.thrombosis',
      ]),
    );
    expect(pluralSites.map(([, id]) => id)).toEqual(expect.arrayContaining(counted));
  });

  describe.each(LOCALES.map((l) => [l]))('%s', (locale) => {
    const texts = siteTexts(locale);
    const categories = pluralCategories(locale);

    it.each(pluralSites.map(([name, id]) => [name, id]))('%s %s has every plural category and renders', (name, id) => {
      const message = texts[name][id]?.message;
      expect({id, present: message !== undefined}).toEqual({id, present: true});
      expect({id, locale, forms: message!.split('|').length}).toEqual({id, locale, forms: categories.length});
      for (const count of COUNTS) {
        const text = fill(selectPlural(locale, count, message!), count);
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/[|{}]/);
      }
    });
  });

  it('the procedure texts follow the figure: another hospital stay changes the noun, in every case', () => {
    const stay = PROCEDURES.hip.values.stay!;
    const text = (locale: Locale, nights: number) => {
      PROCEDURES.hip.values.stay = {...stay, value: nights};
      try {
        return procedureText('hip', loadSiteTexts(SITE_DIR, locale)).howPerformed;
      } finally {
        PROCEDURES.hip.values.stay = stay;
      }
    };
    const expected: [Locale, number, string][] = [
      ['nl', 1, 'u blijft 1 nacht in'],
      ['nl', 2, 'u blijft 2 nachten in'],
      ['en', 2, 'you stay 2 nights in'],
      ['de', 2, 'Sie bleiben 2 Nächte im'],
      ['es', 2, 'usted pasa 2 noches en'],
      ['ru', 1, 'вы проводите 1 ночь.'],
      ['ru', 3, 'вы проводите 3 ночи.'],
      ['ru', 5, 'вы проводите 5 ночей.'],
      ['ru', 21, 'вы проводите 21 ночь.'],
      ['ar', 1, 'ليلة واحدة'],
      ['ar', 2, 'ليلتان'],
      ['ar', 3, '3 ليالٍ'],
      ['ar', 11, '11 ليلة'],
    ];
    for (const [locale, nights, phrase] of expected)
      expect([locale, nights, text(locale, nights)]).toEqual([locale, nights, expect.stringContaining(phrase)]);
  });

  it('a missing plural message fails with the file and id named', () => {
    const content = loadSiteTexts(SITE_DIR, 'ru');
    delete content.texts.procedures['procedure.hip.howPerformed.stay'];
    expect(() => procedureText('hip', content)).toThrow(
      'i18n/ru/site-texts/procedures.json (Dutch: src/texts/procedures.json): no message "procedure.hip.howPerformed.stay"',
    );
  });
});
