/**
 * Durations and clinical figures with a range: Arabic writes one and two as
 * the noun itself, so its ranges are «من … إلى …» with words where a number
 * is one or two (src/lib/format.ts); every other locale keeps Intl's range.
 */
import {LOCALES} from '@site/src/data/locales';
import {formatFigure, formatFor, formatValue, figureWordsFrom} from '@site/src/lib/format';
import {messagesOf} from '../helpers/messages';

const ar = formatFor('ar');
const arWords = figureWordsFrom('ar', (id) => messagesOf('ar').get(id)).words;

describe('Arabic durations', () => {
  it.each([
    [1, 2, 'day', 'من يوم إلى يومين'],
    [1, 2, 'week', 'من أسبوع إلى أسبوعين'],
    [2, 4, 'week', 'من أسبوعين إلى 4 أسابيع'],
    [2, 3, 'hour', 'من ساعتين إلى 3 ساعات'],
    [3, 6, 'week', 'من 3 إلى 6 أسابيع'],
    [6, 12, 'week', 'من 6 إلى 12 أسبوعًا'],
    [1, 11, 'day', 'من يوم إلى 11 يومًا'],
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

  it('writes clinical ranges of counted units the same way, and millilitres «مل»', () => {
    expect(formatValue('ar', {value: [1, 2], unit: 'week'}, arWords)).toBe('من\u00a0أسبوع\u00a0إلى\u00a0أسبوعين');
    expect(formatValue('ar', {value: [20, 30], unit: 'year'}, arWords)).toBe('من\u00a020\u00a0إلى\u00a030\u00a0سنة');
    expect(formatValue('ar', {value: 200, unit: 'milliliter'}, arWords)).toBe('200\u00a0مل');
    expect(formatValue('ar', {value: 10, unit: 'centimeter'}, arWords)).toBe('10\u00a0سم');
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
