/**
 * Pure formatting of clinical figures for a locale (no Docusaurus imports,
 * so tests can compute what a built page must show). The words Intl has no
 * unit for (nights, degrees, "3 or 4") and the qualifiers are passed in.
 */
import type {Figure, FigureUnit, Qualifier} from '@site/src/data/clinical';
import {numberFormat} from '../../lib/intl';

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
  // A figure never breaks between number and unit ("500 m" on two lines).
  return formatValueParts(locale, figure, words).replace(/ /g, '\u00a0');
}

/**
 * Only the number or range of a figure, without its unit word; percentages
 * keep their sign. For texts that name the unit themselves ("{duration} hours").
 */
export function formatNumeric(locale: string, figure: Figure): string {
  const {value, unit} = figure;
  if (unit === 'percent') {
    const pct = numberFormat(locale, {...BASE, style: 'percent'});
    return formatWith(pct, typeof value === 'number' ? value / 100 : [value[0] / 100, value[1] / 100]);
  }
  return formatWith(numberFormat(locale, BASE), value);
}

function formatValueParts(locale: string, figure: Figure, words: UnitWords): string {
  const {value, unit} = figure;
  const plain = numberFormat(locale, BASE);
  const last = typeof value === 'number' ? value : value[1];
  switch (unit) {
    case 'percent':
    case 'number':
      return formatNumeric(locale, figure);
    case 'choice':
      return words.choice(typeof value === 'number' ? [plain.format(value)] : value.map((v) => plain.format(v)));
    case 'night':
      return words.night(last, formatWith(plain, value));
    case 'degree':
      return words.degree(last, formatWith(plain, value));
    default: {
      const intl = INTL_UNITS[unit];
      if (!intl) throw new Error(`No format for unit ${unit}`);
      const fmt = numberFormat(locale, {...BASE, style: 'unit', unit: intl.unit, unitDisplay: intl.display});
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
  return numberFormat(locale, BASE).format(value);
}
