/**
 * Formats clinical figures for a locale. Pure functions (the tests use them
 * to compute what a built page must show) plus a hook that supplies the
 * translated words Intl has no unit for (nights, degrees) and the
 * qualifiers ("about", "less than" …).
 */
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import type {Figure, FigureUnit, Qualifier} from '@site/src/data/clinical';

/** Intl units we map our units to; the others are handled by `words`. */
const INTL_UNITS: Partial<Record<FigureUnit, {unit: string; display: 'long' | 'short'}>> = {
  minute: {unit: 'minute', display: 'long'},
  hour: {unit: 'hour', display: 'long'},
  day: {unit: 'day', display: 'long'},
  week: {unit: 'week', display: 'long'},
  month: {unit: 'month', display: 'long'},
  year: {unit: 'year', display: 'long'},
  centimeter: {unit: 'centimeter', display: 'short'},
  meter: {unit: 'meter', display: 'short'},
  milliliter: {unit: 'milliliter', display: 'short'},
};

type RangeFormat = Intl.NumberFormat & {formatRange?: (a: number, b: number) => string};

// Latin digits everywhere (also Arabic): the server (Node) and the browser
// must produce the same text, and Arabic medical sites commonly use them.
const BASE: Intl.NumberFormatOptions = {numberingSystem: 'latn', maximumFractionDigits: 1} as Intl.NumberFormatOptions;

function formatWith(format: Intl.NumberFormat, value: Figure['value']): string {
  if (typeof value === 'number') return format.format(value);
  const [from, to] = value;
  const f = format as RangeFormat;
  return typeof f.formatRange === 'function' ? f.formatRange(from, to) : `${format.format(from)}–${format.format(to)}`;
}

/** Words for units Intl lacks; a function of the number for plural forms. */
export interface UnitWords {
  night: (count: number, formatted: string) => string;
  degree: (count: number, formatted: string) => string;
  /** "3 or 4" */
  choice: (items: string[]) => string;
}

export type QualifierWords = Record<Qualifier, (value: string) => string>;

/** The number (or range) of a figure with its unit, without qualifier. */
export function formatValue(locale: string, figure: Figure, words: UnitWords): string {
  const {value, unit} = figure;
  const plain = new Intl.NumberFormat(locale, BASE);
  const last = typeof value === 'number' ? value : value[1];
  switch (unit) {
    case 'percent': {
      const pct = new Intl.NumberFormat(locale, {...BASE, style: 'percent'});
      return formatWith(pct, typeof value === 'number' ? value / 100 : [value[0] / 100, value[1] / 100]);
    }
    case 'number':
      return formatWith(plain, value);
    case 'choice':
      return words.choice(typeof value === 'number' ? [plain.format(value)] : value.map((v) => plain.format(v)));
    case 'night':
      return words.night(last, formatWith(plain, value));
    case 'degree':
      return words.degree(last, formatWith(plain, value));
    default: {
      const intl = INTL_UNITS[unit];
      if (!intl) throw new Error(`No format for unit ${unit}`);
      const fmt = new Intl.NumberFormat(locale, {...BASE, style: 'unit', unit: intl.unit, unitDisplay: intl.display});
      return formatWith(fmt, value);
    }
  }
}

/** The figure as a patient reads it: "about 60 minutes", "less than 0.5%". */
export function formatFigure(
  locale: string,
  figure: Figure,
  words: UnitWords,
  qualifiers: QualifierWords,
  withQualifier = true,
): string {
  const text = formatValue(locale, figure, words);
  return withQualifier && figure.qualifier ? qualifiers[figure.qualifier](text) : text;
}

/** Formats a plain number for the locale (Latin digits). */
export function formatNumber(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, BASE).format(value);
}

export interface FigureFormatter {
  locale: string;
  /** Figure with qualifier (default) or without. */
  figure: (figure: Figure, withQualifier?: boolean) => string;
  number: (value: number) => string;
}

/** Formatter bound to the current locale and its translated words. */
export function useFigureFormatter(): FigureFormatter {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const words: UnitWords = {
    night: (count, formatted) =>
      selectMessage(
        count,
        translate(
          {
            id: 'medical.unit.night',
            message: '{count} nacht|{count} nachten',
            description: 'A number of nights in hospital; plural forms separated by |',
          },
          {count: formatted},
        ),
      ),
    degree: (count, formatted) =>
      selectMessage(
        count,
        translate(
          {
            id: 'medical.unit.degree',
            message: '{count} graad|{count} graden',
            description: 'An angle in degrees (knee bending); plural forms separated by |',
          },
          {count: formatted},
        ),
      ),
    choice: (items) => new Intl.ListFormat(currentLocale, {type: 'disjunction'}).format(items),
  };
  const qualifiers: QualifierWords = {
    about: (value) =>
      translate({id: 'medical.qualifier.about', message: 'ongeveer {value}', description: 'Approximate figure, e.g. "about 60 minutes"'}, {value}),
    lessThan: (value) =>
      translate({id: 'medical.qualifier.lessThan', message: 'minder dan {value}', description: 'Figure below a bound, e.g. "less than 0.5%"'}, {value}),
    moreThan: (value) =>
      translate({id: 'medical.qualifier.moreThan', message: 'meer dan {value}', description: 'Figure above a bound, e.g. "more than 90%"'}, {value}),
    atLeast: (value) =>
      translate({id: 'medical.qualifier.atLeast', message: 'minstens {value}', description: 'Minimum, e.g. "at least 6 weeks"'}, {value}),
    upTo: (value) =>
      translate({id: 'medical.qualifier.upTo', message: 'tot {value}', description: 'Upper end, e.g. "up to 2-3 years"'}, {value}),
    atMost: (value) =>
      translate({id: 'medical.qualifier.atMost', message: 'maximaal {value}', description: 'Maximum, e.g. "at most 500 m"'}, {value}),
    within: (value) =>
      translate({id: 'medical.qualifier.within', message: 'binnen {value}', description: 'Time limit, e.g. "within 3 days"'}, {value}),
  };
  return {
    locale: currentLocale,
    figure: (figure, withQualifier = true) => formatFigure(currentLocale, figure, words, qualifiers, withQualifier),
    number: (value) => formatNumber(currentLocale, value),
  };
}
