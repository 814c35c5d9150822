/**
 * Every figure the site shows, formatted per locale with `Intl`: pure functions, so build-time code and tests
 * compute exactly what a page shows (components use ./useFormat.ts, which adds the words Intl lacks).
 */
import {QUALIFIERS, type Figure, type FigureUnit, type Qualifier} from '../data/clinical';
import type {Weekday} from '../data/schedule';
import {LOCALE_INFO, isLocale} from '../data/locales';
import {dateTimeFormat, displayNames, listFormat, numberFormat} from './intl';

/** "2–4 weeks", "1–2 days", "4 weeks". */
export interface DurationRange {
  min: number;
  max: number;
  unit: 'minute' | 'hour' | 'day' | 'week';
}

// Latin digits everywhere: Node and the browser must agree, and Arabic medical sites commonly use them.
const BASE: Intl.NumberFormatOptions = {numberingSystem: 'latn', maximumFractionDigits: 1} as Intl.NumberFormatOptions;

type RangeFormat = Intl.NumberFormat & {
  formatRange?: (start: number, end: number) => string;
  formatRangeToParts?: (start: number, end: number) => {type: string; value: string; source: string}[];
};

/** Left-to-right isolate (U+2066) and its end (U+2069). */
export const LTR_ISOLATE = '\u2066';
export const POP_ISOLATE = '\u2069';

function isRightToLeft(locale: string): boolean {
  return isLocale(locale) && LOCALE_INFO[locale].direction === 'rtl';
}

/**
 * A range of two numbers. Right to left, bidi shows "0.3–0.5%" as "0.5%–0.3", so the numeric part is isolated
 * left to right (a unit word stays outside); a string, not a <bdi>, as figures also go into meta and JSON-LD.
 */
function formatRange(locale: string, format: Intl.NumberFormat, from: number, to: number): string {
  // formatRange is ES2023 (Chrome 106, Node 19); TypeScript's lib here predates it.
  const f = format as RangeFormat;
  if (!isRightToLeft(locale)) {
    return typeof f.formatRange === 'function'
      ? f.formatRange(from, to)
      : `${format.format(from)}–${format.format(to)}`;
  }
  if (typeof f.formatRangeToParts !== 'function') {
    return `${LTR_ISOLATE}${format.format(from)}–${format.format(to)}${POP_ISOLATE}`;
  }
  const parts = f.formatRangeToParts(from, to);
  const first = parts.findIndex((p) => p.source === 'startRange');
  let last = parts.map((p) => p.source).lastIndexOf('endRange');
  // Equal ends come back as one approximate number ("~2"): isolate it whole.
  if (first < 0 || last < first)
    return `${LTR_ISOLATE}${f.formatRange?.(from, to) ?? format.format(from)}${POP_ISOLATE}`;
  // A percent sign (with the direction marks Intl puts around it) belongs to the number.
  while (
    last + 1 < parts.length &&
    (parts[last + 1]!.type === 'percentSign' || /^[\u200e\u200f\u061c]+$/.test(parts[last + 1]!.value))
  ) {
    last++;
  }
  const join = (slice: {value: string}[]) => slice.map((p) => p.value).join('');
  const [before, range, after] = [parts.slice(0, first), parts.slice(first, last + 1), parts.slice(last + 1)];
  return `${join(before)}${LTR_ISOLATE}${join(range)}${POP_ISOLATE}${join(after)}`;
}

/**
 * A range of a counted Intl unit ("2–4 weeks"); where Intl writes the end as a word without digits (Arabic
 * «يومان»), both ends are written whole as alternatives («يوم أو يومان»), not the wrong «1–2 يوم».
 */
function formatCountedRange(locale: string, format: Intl.NumberFormat, from: number, to: number): string {
  const end = format.format(to);
  if (/\d/.test(end)) return formatRange(locale, format, from, to);
  return listFormat(locale, {type: 'disjunction'}).format([format.format(from), end]);
}

// ---------------------------------------------------------------- plural forms

/** The order of a plural message's `|` forms, as Docusaurus's `usePluralForm` sorts them (plurals.test.ts). */
export const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_ORDER)[number];

/** The plural categories of a locale, in message order: Russian one|few|many|other. */
export function pluralCategories(locale: string): PluralCategory[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  return PLURAL_ORDER.filter((c) => categories.includes(c));
}

/** The form of a plural message for a count, as `usePluralForm().selectMessage` picks it, outside React. */
export function selectPlural(locale: string, count: number, message: string): string {
  const parts = message.split('|');
  const index = pluralCategories(locale).indexOf(new Intl.PluralRules(locale).select(count) as PluralCategory);
  return parts[Math.min(index, parts.length - 1)] ?? message;
}

// ---------------------------------------------------------------- the home page's figures

export interface Format {
  locale: string;
  number: (value: number) => string;
  /** "5000+" */
  atLeast: (value: number) => string;
  /** "9.9/10", "5.0/5", "10/10". */
  rating: (value: number, scale: number) => string;
  /** A statistic of src/data/stats.ts: "5000+", "9.9/10", "3". */
  stat: (stat: {value: number; suffix?: '+'; scale?: number}) => string;
  euro: (amount: number) => string;
  /** "3–5" (isolated left to right in Arabic). */
  range: (min: number, max: number) => string;
  duration: (range: DurationRange) => string;
  /** "Monday and Friday". */
  weekdays: (days: readonly Weekday[]) => string;
  /** "March 2025" from "2025-03". */
  month: (isoMonth: string) => string;
  /** Country name from an ISO region code. */
  country: (code: string) => string;
}

/** A single value as a one-point range, for `duration`. */
export function exactly(value: number, unit: DurationRange['unit']): DurationRange {
  return {min: value, max: value, unit};
}

/** The home page's, header's and footer's figures from src/data, never spelled out in a translation. */
export function formatFor(locale: string): Format {
  const number = (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value);
  const atLeast = (value: number) => `${number(value)}+`;
  const rating = (value: number, scale: number) => {
    // 9.9/10, 5.0/5 and 10/10: one decimal except for whole marks out of ten.
    const digits = Number.isInteger(value) && scale === 10 ? 0 : 1;
    return `${number(value, {minimumFractionDigits: digits, maximumFractionDigits: digits})}/${number(scale)}`;
  };
  return {
    locale,
    number: (value) => number(value),
    atLeast,
    rating,
    stat: (s) => (s.scale ? rating(s.value, s.scale) : s.suffix === '+' ? atLeast(s.value) : number(s.value)),
    euro: (amount) => {
      const digits = Number.isInteger(amount) ? 0 : 2;
      return number(amount, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    },
    // An en dash, as the home page always wrote it (Intl's Dutch range has a hyphen).
    range: (min, max) => {
      const text = `${number(min)}–${number(max)}`;
      return isRightToLeft(locale) ? `${LTR_ISOLATE}${text}${POP_ISOLATE}` : text;
    },
    duration: ({min, max, unit}) => {
      const nf = numberFormat(locale, {...BASE, style: 'unit', unit, unitDisplay: 'long'});
      return min === max ? nf.format(min) : formatCountedRange(locale, nf, min, max);
    },
    weekdays: (days) => weekdayNames(locale, days),
    month: (isoMonth) => {
      const [year, month] = isoMonth.split('-').map(Number);
      const df = dateTimeFormat(locale, {month: 'long', year: 'numeric', timeZone: 'UTC'});
      return df.format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)));
    },
    country: (code) => displayNames(locale, {type: 'region'}).of(code) ?? code,
  };
}

/** "maandag en vrijdag", "Monday and Friday" from ISO weekday numbers (1 = Monday). */
export function weekdayNames(locale: string, days: readonly number[]): string {
  // 1 January 2024 was a Monday, so day n of that week is 2024-01-0n.
  const df = dateTimeFormat(locale, {weekday: 'long', timeZone: 'UTC'});
  const names = days.map((d) => df.format(new Date(Date.UTC(2024, 0, d))));
  return listFormat(locale, {style: 'long', type: 'conjunction'}).format(names);
}

// ---------------------------------------------------------------- clinical figures

// Intl's units: times written out ("60 minutes"), lengths abbreviated ("10 cm"); the others are `words`.
const LONG_UNITS: readonly FigureUnit[] = ['minute', 'hour', 'day', 'week', 'month', 'year'];
const SHORT_UNITS: readonly FigureUnit[] = ['centimeter', 'meter'];
const INTL_UNITS: Partial<Record<FigureUnit, {unit: string; display: 'long' | 'short'}>> = Object.fromEntries([
  ...LONG_UNITS.map((unit) => [unit, {unit, display: 'long'}]),
  ...SHORT_UNITS.map((unit) => [unit, {unit, display: 'short'}]),
]);

function formatWith(locale: string, format: Intl.NumberFormat, value: Figure['value']): string {
  return typeof value === 'number' ? format.format(value) : formatRange(locale, format, value[0], value[1]);
}

/** Messages for units Intl lacks: `night`, `degree` plural; `milliliter` "{value} ml" (Intl's Arabic «ملتر» is not «مل»). */
export interface UnitWords {
  night: string;
  degree: string;
  milliliter: string;
}

/**
 * Units counted with a noun ("3 dagen"), whose case a qualifier can change («более 2 недель», «خلال أسبوعين»):
 * a qualifier with one is one whole plural message per locale, never glued to Intl's output.
 */
export const COUNTED_UNITS = ['minute', 'hour', 'day', 'week', 'month', 'year', 'night', 'degree'] as const;
export type CountedUnit = (typeof COUNTED_UNITS)[number];

export function isCountedUnit(unit: FigureUnit): unit is CountedUnit {
  return (COUNTED_UNITS as readonly string[]).includes(unit);
}

/** The translation id of a qualifier with a counted unit: `medical.figure.moreThan.day`. */
export function qualifiedMessageId(qualifier: Qualifier, unit: CountedUnit): string {
  return `medical.figure.${qualifier}.${unit}`;
}

/** Qualifier messages; `{value}` is the formatted figure. */
export interface QualifierWords {
  /** Before a symbol or abbreviation ("about 200 ml"): no case to agree with. */
  plain: Record<Qualifier, string>;
  /** Before a percentage, which a language may treat unlike a number (Spanish «más del 90 %», «más de 35»). */
  percent: Record<Qualifier, string>;
  /** The whole plural message of a qualifier with a counted unit ("meer dan {count} dag|…"), if any. */
  counted: (qualifier: Qualifier, unit: CountedUnit) => string | undefined;
}

/** Unit and qualifier words read from a table of messages (code.json, or the Dutch defaults): for build-time code and tests. */
export function figureWordsFrom(
  locale: string,
  message: (id: string) => string | undefined,
): {words: UnitWords; qualifiers: QualifierWords} {
  const get = (id: string) => {
    const text = message(id);
    if (text === undefined) throw new Error(`No message ${id} (${locale})`);
    return text;
  };
  const qualifiers = (suffix: string) =>
    Object.fromEntries(QUALIFIERS.map((q) => [q, get(`medical.qualifier.${q}${suffix}`)])) as Record<Qualifier, string>;
  return {
    words: {
      night: get('medical.unit.night'),
      degree: get('medical.unit.degree'),
      milliliter: get('medical.unit.milliliter'),
    },
    qualifiers: {
      plain: qualifiers(''),
      percent: qualifiers('.percent'),
      counted: (q, unit) => message(qualifiedMessageId(q, unit)),
    },
  };
}

/** A message with `{name}` filled in (a function replacement: a `$` in the value is no pattern). */
function fill(message: string, name: string, value: string): string {
  return message.replaceAll(`{${name}}`, () => value);
}

/**
 * A qualified count as its whole message ("более 2 недель"), its form chosen by the last number; a form that
 * writes the count as a word («أسبوعين») cannot carry a range, so a range takes the last form.
 */
export function formatQualifiedCount(locale: string, message: string, value: Figure['value']): string {
  const last = typeof value === 'number' ? value : value[1];
  const formatted = formatWith(locale, numberFormat(locale, BASE), value);
  let form = selectPlural(locale, last, message);
  if (typeof value !== 'number' && !form.includes('{count}')) form = message.split('|').at(-1) ?? form;
  // A figure never breaks between number and noun.
  return form.replace(/\{count\} /g, `${formatted}\u00a0`).replace(/\{count\}/g, formatted);
}

/** The number (or range) of a figure with its unit, without qualifier. */
export function formatValue(locale: string, figure: Figure, words: UnitWords): string {
  // A figure never breaks between number and unit ("500 m" on two lines).
  return formatValueParts(locale, figure, words).replace(/ /g, '\u00a0');
}

/** Only the number or range of a figure (percentages keep their sign), for texts that name the unit. */
export function formatNumeric(locale: string, figure: Figure): string {
  const {value, unit} = figure;
  if (unit === 'percent') {
    const pct = numberFormat(locale, {...BASE, style: 'percent'});
    return formatWith(locale, pct, typeof value === 'number' ? value / 100 : [value[0] / 100, value[1] / 100]);
  }
  return formatWith(locale, numberFormat(locale, BASE), value);
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
      return listFormat(locale, {type: 'disjunction'}).format([value].flat().map((v) => plain.format(v)));
    case 'night':
    case 'degree':
      return fill(selectPlural(locale, last, words[unit]), 'count', formatWith(locale, plain, value));
    case 'milliliter':
      return fill(words.milliliter, 'value', formatWith(locale, plain, value));
    default: {
      const intl = INTL_UNITS[unit];
      if (!intl) throw new Error(`No format for unit ${unit}`);
      const fmt = numberFormat(locale, {...BASE, style: 'unit', unit: intl.unit, unitDisplay: intl.display});
      if (typeof value === 'number' || intl.display === 'short') return formatWith(locale, fmt, value);
      return formatCountedRange(locale, fmt, value[0], value[1]);
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
  const {qualifier, unit} = figure;
  if (!withQualifier || !qualifier) return formatValue(locale, figure, words);
  if (isCountedUnit(unit)) {
    const message = qualifiers.counted(qualifier, unit);
    // Fails the build: a new qualifier + unit pair needs its message in src/lib/useFigureFormat.ts.
    if (message === undefined) throw new Error(`No message ${qualifiedMessageId(qualifier, unit)} (${locale})`);
    return formatQualifiedCount(locale, message, figure.value);
  }
  const template = (unit === 'percent' ? qualifiers.percent : qualifiers.plain)[qualifier];
  return fill(template, 'value', formatValue(locale, figure, words));
}

/** Formats a plain number for the locale (Latin digits, at most one decimal). */
export function formatNumber(locale: string, value: number): string {
  return numberFormat(locale, BASE).format(value);
}
