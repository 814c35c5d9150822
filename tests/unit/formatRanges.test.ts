/**
 * Durations and clinical figures with a range: where Intl writes the end of
 * a range as a word (Arabic one and two are the noun itself), both ends are
 * written whole as alternatives («يوم أو يومان», src/lib/format.ts); every
 * other range, and every other locale, keeps Intl's range. In Arabic the
 * numbers of a range are isolated left to right (U+2066 … U+2069), so
 * "0.3–0.5%" does not show as "0.5%–0.3".
 */
import {LOCALES} from '@site/src/data/locales';
import {
  formatFigure,
  formatFor,
  formatNumeric,
  formatValue,
  figureWordsFrom,
  LTR_ISOLATE,
  POP_ISOLATE,
} from '@site/src/lib/format';
import {messagesOf} from '../helpers/messages';

const ar = formatFor('ar');
const arWords = figureWordsFrom('ar', (id) => messagesOf('ar').get(id)).words;

describe('Arabic durations', () => {
  it.each([
    [1, 2, 'day', 'يوم أو يومان'],
    [1, 2, 'week', 'أسبوع أو أسبوعان'],
    [2, 4, 'week', '\u20662–4\u2069 أسابيع'],
    [2, 3, 'hour', '\u20662–3\u2069 ساعات'],
    [3, 6, 'week', '\u20663–6\u2069 أسابيع'],
    [6, 12, 'week', '\u20666–12\u2069 أسبوعًا'],
  ] as const)('%i–%i %s reads «%s»', (min, max, unit, expected) => {
    expect(ar.duration({min, max, unit})).toBe(expected);
  });

  it.each([
    [1, 'day', 'يوم'],
    [2, 'day', 'يومان'],
    [3, 'day', '3 أيام'],
    [11, 'day', '11 يومًا'],
    [2, 'week', 'أسبوعان'],
  ] as const)('a single %i %s stays Intl’s «%s»', (value, unit, expected) => {
    expect(ar.duration({min: value, max: value, unit})).toBe(expected);
  });

  it('no Arabic range puts a noun after a bare 1 or 2', () => {
    for (const unit of ['minute', 'hour', 'day', 'week'] as const) {
      for (const [min, max] of [
        [1, 2],
        [2, 3],
        [2, 4],
        [1, 3],
        [3, 6],
        [6, 12],
      ] as const) {
        const text = ar.duration({min, max, unit});
        expect([text, /(^|\D)[12]\s/.test(text)]).toEqual([text, false]);
        expect(formatValue('ar', {value: [min, max], unit}, arWords)).toBe(text.replace(/ /g, '\u00a0'));
      }
    }
  });

  it('writes millilitres «مل», as Arabic medical texts do (Intl: «ملتر»)', () => {
    expect(formatValue('ar', {value: 200, unit: 'milliliter'}, arWords)).toBe('200\u00a0مل');
    expect(formatValue('ar', {value: 10, unit: 'centimeter'}, arWords)).toBe('10\u00a0سم');
  });
});

describe('Arabic ranges read left to right', () => {
  const isolated = (range: string) => `${LTR_ISOLATE}${range}${POP_ISOLATE}`;

  it('isolates a percentage range with its sign: «0.3–0.5%», not «0.5%–0.3»', () => {
    const text = formatNumeric('ar', {value: [0.3, 0.5], unit: 'percent'});
    expect(text.replace(/[\u200e\u200f]/g, '')).toBe(isolated('0.3–0.5%'));
  });

  it('isolates the numbers only; the unit word stays outside, after them in reading order', () => {
    expect(formatValue('ar', {value: [20, 30], unit: 'year'}, arWords)).toBe(`${isolated('20–30')}\u00a0سنة`);
    expect(formatValue('ar', {value: [2, 4], unit: 'centimeter'}, arWords)).toBe(`${isolated('2–4')}\u00a0سم`);
    expect(formatNumeric('ar', {value: [3, 4], unit: 'number'})).toBe(isolated('3–4'));
  });

  it('isolates a range inside a qualified count («حتى 2–3 سنوات»)', () => {
    const {words, qualifiers} = figureWordsFrom('ar', (id) => messagesOf('ar').get(id));
    const text = formatFigure('ar', {value: [2, 3], unit: 'year', qualifier: 'upTo'}, words, qualifiers);
    expect(text).toContain(isolated('2–3'));
  });

  it('isolates a plain range of the home page («فندق من فئة 3–5 نجوم»)', () => {
    expect(ar.range(3, 5)).toBe(isolated('3–5'));
    expect(formatFor('nl').range(3, 5)).toBe('3–5');
  });

  it('leaves single numbers and the other locales without isolates', () => {
    expect(formatNumeric('ar', {value: 0.5, unit: 'percent'})).not.toMatch(/[\u2066-\u2069]/);
    for (const locale of LOCALES.filter((l) => l !== 'ar')) {
      expect(formatNumeric(locale, {value: [0.3, 0.5], unit: 'percent'})).not.toMatch(/[\u2066-\u2069]/);
    }
  });
});

describe('other locales keep Intl’s ranges', () => {
  const others = LOCALES.filter((l) => l !== 'ar');
  it.each(others)('%s', (locale) => {
    const f = formatFor(locale);
    const intlLocale = locale === 'en' ? 'en-GB' : locale;
    const words = figureWordsFrom(locale, (id) => messagesOf(locale).get(id)).words;
    for (const [min, max] of [
      [1, 2],
      [2, 4],
      [3, 6],
    ] as const) {
      for (const unit of ['day', 'week'] as const) {
        // formatRange is ES2023; TypeScript's lib here predates it.
        const intl = new Intl.NumberFormat(intlLocale, {
          style: 'unit',
          unit,
          unitDisplay: 'long',
        }) as Intl.NumberFormat & {
          formatRange: (start: number, end: number) => string;
        };
        expect(f.duration({min, max, unit})).toBe(intl.formatRange(min, max));
        expect(formatValue(locale, {value: [min, max], unit}, words)).toBe(
          intl.formatRange(min, max).replace(/ /g, '\u00a0'),
        );
      }
    }
    const ml = new Intl.NumberFormat(intlLocale, {style: 'unit', unit: 'milliliter', unitDisplay: 'short'});
    expect(formatValue(locale, {value: 200, unit: 'milliliter'}, words)).toBe(ml.format(200).replace(/ /g, '\u00a0'));
  });
});

describe('qualifiers before a percentage', () => {
  const es = figureWordsFrom('es', (id) => messagesOf('es').get(id));
  const spanish = (figure: Parameters<typeof formatFigure>[1]) =>
    formatFigure('es', figure, es.words, es.qualifiers).replace(/[\u00a0\u202f]/g, ' ');

  it('Spanish takes the article before a share only: «más del 90 %», «más de 35», «más de 1 cm»', () => {
    expect(spanish({value: 90, unit: 'percent', qualifier: 'moreThan'})).toBe('más del 90 %');
    expect(spanish({value: 0.5, unit: 'percent', qualifier: 'lessThan'})).toBe('menos del 0,5 %');
    expect(spanish({value: 35, unit: 'number', qualifier: 'moreThan'})).toBe('más de 35');
    expect(spanish({value: 1, unit: 'centimeter', qualifier: 'moreThan'})).toBe('más de 1 cm');
    expect(spanish({value: 1, unit: 'centimeter', qualifier: 'lessThan'})).toBe('menos de 1 cm');
  });
});
