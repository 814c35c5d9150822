import type {Locale} from '@site/src/data/locales';
import type {DurationRange} from '@site/src/data/waitingTimes';
import type {Weekday} from '@site/src/data/schedule';
// Relative, not @site/: plugins/structured-data runs this module in Node.
import {dateTimeFormat, displayNames, listFormat, numberFormat} from '../../lib/intl';

export interface Format {
  locale: Locale;
  number: (value: number) => string;
  /** "5000+" style: at least this many. */
  atLeast: (value: number) => string;
  /** "9.9/10", "5.0/5", "10/10". */
  rating: (value: number, scale: number) => string;
  euro: (amount: number) => string;
  /** "2–4 weeks", "1–2 days", "4 weeks" (plural rules by Intl). */
  duration: (range: DurationRange | {min: number; max: number; unit: 'hour' | 'minute' | 'week' | 'day'}) => string;
  /** "Monday and Friday". */
  weekdays: (days: readonly Weekday[]) => string;
  /** "March 2025" from "2025-03". */
  month: (isoMonth: string) => string;
  /** Country name from an ISO region code. */
  country: (code: string) => string;
}

/**
 * Locale-aware formatting of every figure on the home page, header and
 * footer: numbers, prices, durations, weekdays and dates come from
 * `src/data/` and are never spelled out in a translation.
 */
export function formatFor(locale: Locale): Format {
  const number = (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value);
  return {
    locale,
    number: (value) => number(value),
    atLeast: (value) => `${number(value)}+`,
    rating: (value, scale) => {
      // 9.9/10, 5.0/5 and 10/10: one decimal except for whole marks out of ten.
      const digits = Number.isInteger(value) && scale === 10 ? 0 : 1;
      return `${number(value, {minimumFractionDigits: digits, maximumFractionDigits: digits})}/${number(scale)}`;
    },
    euro: (amount) => {
      const digits = Number.isInteger(amount) ? 0 : 2;
      return number(amount, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    },
    duration: ({min, max, unit}) => {
      // formatRange is ES2023 (Chrome 106, Node 19); TypeScript's lib here predates it.
      const nf = numberFormat(locale, {style: 'unit', unit, unitDisplay: 'long'}) as Intl.NumberFormat & {
        formatRange: (start: number, end: number) => string;
      };
      return min === max ? nf.format(min) : nf.formatRange(min, max);
    },
    weekdays: (days) => {
      // 1 January 2024 was a Monday, so day n of that week is 2024-01-0n.
      const df = dateTimeFormat(locale, {weekday: 'long', timeZone: 'UTC'});
      const names = days.map((d) => df.format(new Date(Date.UTC(2024, 0, d))));
      return listFormat(locale, {style: 'long', type: 'conjunction'}).format(names);
    },
    month: (isoMonth) => {
      const [year, month] = isoMonth.split('-').map(Number);
      const df = dateTimeFormat(locale, {month: 'long', year: 'numeric', timeZone: 'UTC'});
      return df.format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)));
    },
    country: (code) => displayNames(locale, {type: 'region'}).of(code) ?? code,
  };
}
