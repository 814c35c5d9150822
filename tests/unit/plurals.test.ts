/**
 * Plural-aware messages: every message that puts a bare number in front of a
 * noun ("{nights} nacht", "{count} krukken") has one form per plural category
 * of each locale (Intl.PluralRules: Dutch one|other, Russian one|few|many|other,
 * Arabic zero|one|two|few|many|other) in Dutch (the source) and in every
 * code.json and site-texts translation file, and renders for the counts a
 * figure can take. The structured-data procedure texts write every figure
 * with a counted unit through such a message, never "{stay} nacht". A
 * qualifier with a counted unit ("более 14 дней", «خلال شهرين») is such a
 * whole message too (src/lib/format.ts); every qualifier renders for every count.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '@site/src/data/locales';
import {
  type CountedUnit,
  PLURAL_ORDER,
  figureWordsFrom,
  formatFigure,
  isCountedUnit,
  pluralCategories,
  qualifiedMessageId,
  selectPlural,
} from '@site/src/lib/format';
import {
  FIGURES,
  HIP_COMPLICATIONS,
  INFILTRATION_EFFECTS,
  KNEE_COMPLICATIONS,
  LEG_LENGTH_THRESHOLD,
  POST_OP_SCHEDULE,
  QUALIFIERS,
  RECOVERY_STEPS,
  type Figure,
  type Qualifier,
} from '@site/src/data/clinical';
import {scanSources} from '@site/plugins/inline-translations/loader.cjs';
import {loadSiteTexts} from '@site/plugins/site-texts';
import {TEXT_FILES, readSource} from '@site/plugins/site-texts/texts';
import {procedureText} from '@site/plugins/structured-data/procedure';
import {PROCEDURES, PROCEDURE_TEXT_FIELDS, TREATMENT_IDS, isCounted, pluralMessageId} from '@site/src/data/procedures';
import {interfaceTexts} from '@site/scripts/workflow/plainLanguage';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const COUNTS = [1, 2, 3, 5, 11, 21, 100];

/** Placeholders that hold a bare number: their noun must agree with it. */
const BARE_NUMBER = /\{(count|nights|years)\}/;

const dutch: Map<string, string> = scanSources([path.join(SITE_DIR, 'src')]).defaults;

const tables = new Map<Locale, Map<string, string>>();
/** A locale's messages, read once: a figure's text looks up some twenty of them (45 s of reading otherwise). */
function messages(locale: Locale): Map<string, string> {
  if (locale === DEFAULT_LOCALE) return dutch;
  let map = tables.get(locale);
  if (!map) {
    const file = path.join(SITE_DIR, 'i18n', locale, 'code.json');
    const table = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
    map = new Map(Object.entries(table).map(([id, {message}]) => [id, message]));
    tables.set(locale, map);
  }
  return map;
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
        'medical.stat.years.counted',
        'medical.stat.patients.counted',
        'medical.stat.locations.counted',
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
    // The count and its noun, wherever the sentence puts them ("Opname …: 2 nachten, …").
    const night = (locale: Locale, n: number) =>
      fill(selectPlural(locale, n, messages(locale).get('home.prices.includes.hospital')!), n);
    expect(night('ru', 1)).toMatch(/(?:^|\s)1 ночь[\s,]/);
    expect(night('ru', 3)).toMatch(/(?:^|\s)3 ночи[\s,]/);
    expect(night('ru', 5)).toMatch(/(?:^|\s)5 ночей[\s,]/);
    expect(night('ru', 21)).toMatch(/(?:^|\s)21 ночь[\s,]/);
    expect(night('ar', 1)).toContain('ليلة واحدة');
    expect(night('ar', 2)).toContain('ليلتين');
    expect(night('ar', 3)).toContain('3 ليالٍ');
    expect(night('ar', 11)).toContain('11 ليلة');
    expect(night('nl', 2)).toMatch(/(?:^|\s)2 nachten[\s,]/);
    expect(night('es', 1)).toMatch(/(?:^|\s)1 noche[\s,]/);
    // The surgeon's statistics in running text (<SurgeonStat counted/>): the genitive after
    // «более», the prepositional after «в», Arabic's dual and counted nouns.
    const stat = (locale: Locale, key: string, n: number) =>
      fill(selectPlural(locale, n, messages(locale).get(`medical.stat.${key}.counted`)!), n);
    expect([1, 3, 16, 21].map((n) => stat('ru', 'years', n))).toEqual([
      'более 1 года',
      'более 3 лет',
      'более 16 лет',
      'более 21 года',
    ]);
    expect([1, 3, 5].map((n) => stat('ru', 'locations', n))).toEqual(['1 городе', '3 городах', '5 городах']);
    expect([2, 3, 16, 100].map((n) => stat('ar', 'years', n))).toEqual([
      'أكثر من عامين',
      'أكثر من 3 أعوام',
      'أكثر من 16 عامًا',
      'أكثر من 100 عام',
    ]);
    expect([1, 2, 3].map((n) => stat('ar', 'locations', n))).toEqual(['مدينة واحدة', 'مدينتين', '3 مدن']);
    expect([1, 3].map((n) => stat('de', 'locations', n))).toEqual(['1 Standort', '3 Standorten']);
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

/** Every figure the data holds, wherever a component shows it. */
const ALL_FIGURES: Figure[] = [
  ...Object.values(FIGURES),
  ...HIP_COMPLICATIONS.map((c) => c.chance),
  ...KNEE_COMPLICATIONS.map((c) => c.chance),
  LEG_LENGTH_THRESHOLD,
  ...RECOVERY_STEPS.map((s) => s.at),
  ...POST_OP_SCHEDULE.map((e) => e.after),
  ...INFILTRATION_EFFECTS.map((e) => e.duration),
];

/** The qualifier + counted unit pairs the data uses: each needs a whole plural message. */
const qualifiedPairs = [
  ...new Set(ALL_FIGURES.filter((f) => f.qualifier && isCountedUnit(f.unit)).map((f) => `${f.qualifier}.${f.unit}`)),
].map((pair) => pair.split('.') as [Qualifier, CountedUnit]);

function figureText(locale: Locale, figure: Figure): string {
  const {words, qualifiers} = figureWordsFrom(locale, (id) => messages(locale).get(id));
  return formatFigure(locale, figure, words, qualifiers).replace(/\u00a0/g, ' ');
}

describe('qualified figures', () => {
  it('the data uses qualifiers with counted units (the case this guards)', () => {
    expect(qualifiedPairs.length).toBeGreaterThan(4);
  });

  it.each(qualifiedPairs)('%s + %s is a whole plural message in Dutch (so in every locale above)', (q, unit) => {
    const id = qualifiedMessageId(q, unit);
    expect({id, plural: dutch.get(id)?.includes('|')}).toEqual({id, plural: true});
    expect(pluralIds).toContain(id);
  });

  describe.each(LOCALES.map((l) => [l]))('%s', (locale) => {
    it.each(qualifiedPairs)(
      '%s + %s renders for every count, with the number where the language writes digits',
      (q, unit) => {
        for (const count of COUNTS) {
          const text = figureText(locale, {value: count, unit, qualifier: q});
          expect(text).not.toMatch(/[|{}]/);
          // Arabic writes one and two as words («شهر واحد», «شهرين»); every other count shows its digits.
          if (!(locale === 'ar' && count <= 2))
            expect({q, unit, count, text}).toEqual({q, unit, count, text: expect.stringContaining(String(count))});
        }
        // A range agrees with its last number and always shows both.
        expect(figureText(locale, {value: [1, 2], unit, qualifier: q})).toMatch(/1\D+2/);
      },
    );

    it.each(QUALIFIERS.map((q) => [q]))('qualifier %s before a symbol renders for every count', (q) => {
      const message = messages(locale).get(`medical.qualifier.${q}`);
      expect(message?.match(/\{value\}/g)).toHaveLength(1);
      for (const count of COUNTS) {
        for (const unit of ['percent', 'centimeter', 'meter'] as const) {
          const text = figureText(locale, {value: count, unit, qualifier: q});
          // Intl's Arabic writes one and two metres as words too («متر», «متران»).
          if (!(locale === 'ar' && count <= 2)) expect(text).toContain(String(count));
          expect(text).not.toMatch(/[|{}]/);
        }
      }
    });

    it('every figure of the data renders', () => {
      for (const figure of ALL_FIGURES) expect(figureText(locale, figure)).not.toMatch(/[|{}]|undefined/);
    });
  });

  it('a qualifier + counted unit without a message fails loudly, not with Intl glued on', () => {
    const {words, qualifiers} = figureWordsFrom('ru', (id) => messages('ru').get(id));
    expect(() => formatFigure('ru', {value: 2, unit: 'hour', qualifier: 'upTo'}, words, qualifiers)).toThrow(
      'medical.figure.upTo.hour',
    );
  });

  it('reads as a Russian reader expects: the genitive after более, до, не менее, в течение', () => {
    const ru = (value: Figure['value'], unit: Figure['unit'], qualifier: Qualifier) =>
      figureText('ru', {value, unit, qualifier});
    expect(ru(14, 'day', 'moreThan')).toBe('более 14 дней');
    expect(ru(2, 'day', 'moreThan')).toBe('более 2 дней');
    expect(ru(21, 'day', 'moreThan')).toBe('более 21 дня');
    expect(ru([2, 3], 'year', 'upTo')).toBe('до 2–3 лет');
    expect(ru(1, 'year', 'upTo')).toBe('до 1 года');
    expect(ru(3, 'day', 'within')).toBe('не более 3 дней');
    expect(ru(3, 'month', 'within')).toBe('в течение 3 месяцев');
    expect(ru(1, 'week', 'atLeast')).toBe('не менее 1 недели');
    expect(ru(6, 'week', 'atLeast')).toBe('не менее 6 недель');
    expect(ru(60, 'minute', 'about')).toBe('около 60 минут');
    expect(ru(500, 'meter', 'atMost')).toBe('не более 500 м');
    // "up to" and "within" say different things, so they are different words.
    expect(messages('ru').get('medical.qualifier.upTo')).not.toBe(messages('ru').get('medical.qualifier.within'));
  });

  it('reads as an Arabic reader expects: dual and small counts as words, the right noun form', () => {
    const ar = (value: Figure['value'], unit: Figure['unit'], qualifier: Qualifier) =>
      figureText('ar', {value, unit, qualifier});
    expect(ar(2, 'month', 'within')).toBe('خلال شهرين');
    expect(ar(1, 'month', 'within')).toBe('خلال شهر واحد');
    expect(ar(3, 'month', 'within')).toBe('خلال 3 أشهر');
    expect(ar(14, 'day', 'moreThan')).toBe('أكثر من 14 يومًا');
    expect(ar(2, 'day', 'moreThan')).toBe('أكثر من يومين');
    expect(ar(100, 'day', 'moreThan')).toBe('أكثر من 100 يوم');
    // The range's numbers are isolated left to right (U+2066 … U+2069), the words around them are not.
    expect(ar([2, 3], 'year', 'upTo')).toBe('حتى \u20662–3\u2069 سنوات');
    expect(ar(6, 'week', 'atLeast')).toBe('6 أسابيع على الأقل');
  });

  it('English and German say "up to 1 week" / "up to 2 weeks" and take the dative after "innerhalb von"', () => {
    expect(figureText('en', {value: 1, unit: 'year', qualifier: 'upTo'})).toBe('up to 1 year');
    expect(figureText('en', {value: 2, unit: 'year', qualifier: 'upTo'})).toBe('up to 2 years');
    expect(figureText('de', {value: 3, unit: 'month', qualifier: 'within'})).toBe('innerhalb von 3 Monaten');
    expect(figureText('de', {value: 1, unit: 'month', qualifier: 'within'})).toBe('innerhalb von 1 Monat');
    expect(figureText('nl', {value: 1, unit: 'day', qualifier: 'moreThan'})).toBe('meer dan 1 dag');
    expect(figureText('es', {value: 14, unit: 'day', qualifier: 'moreThan'})).toBe('más de 14 días');
  });
});

/**
 * A duration from Intl ("2 недели", «أسبوعان») is in the nominative. After a
 * word that governs another case it reads wrong («не меньше 1 неделя»,
 * «بعد أسبوعان»), so a Russian or Arabic message puts such a placeholder
 * where the nominative belongs (after a dash or colon, as a predicate), or
 * the figure is a whole qualified message (medical.figure.*).
 */
describe('Intl durations stand where the nominative belongs', () => {
  // The placeholders Intl durations fill (format.duration); bare numbers ({nights}, {count}) are plural messages.
  const DURATION = String.raw`\{(?:weeks|days|hours|minutes|months)\}`;
  const GOVERNING: Record<string, RegExp> = {
    ru: new RegExp(
      String.raw`(?:^|[\s(])(?:более|менее|не меньше|не больше|не менее|не более|до|около|в течение|свыше|минимум)\s+${DURATION}`,
      'i',
    ),
    ar: new RegExp(String.raw`(?:^|\s)(?:بعد|خلال|حتى|من|نحو|لمدة|قبل|حوالي)\s+${DURATION}`),
  };
  // Titles whose {weeks} is the bare number of a recovery step ("3–4"), chosen per plural form (tests/unit/recoveryTitles.test.ts).
  const BARE_NUMBER_IDS = new Set(['medical.recovery.week4.title']);
  it.each(Object.keys(GOVERNING).map((l) => [l]))('%s', (locale) => {
    const found = interfaceTexts(SITE_DIR, locale)
      .filter(({id, message}) => !BARE_NUMBER_IDS.has(id) && GOVERNING[locale]!.test(message))
      .map(({file, id}) => `${file}#${id}`);
    expect(found).toEqual([]);
    // The pattern catches what it is for.
    expect(GOVERNING[locale]!.test(locale === 'ru' ? 'не меньше {weeks}' : 'فحص بعد {weeks}')).toBe(true);
  });
});
