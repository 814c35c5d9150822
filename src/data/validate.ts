/**
 * Checks every figure of src/data before the build (plugins/data-check), which does not type-check: counts,
 * ranges, units, percentages, ratings. A failure names the file and key; whatever passes is safe to publish.
 */
import {
  FIGURES,
  FIGURE_UNITS,
  HIP_COMPLICATIONS,
  INFILTRATION_EFFECTS,
  KNEE_COMPLICATIONS,
  LEG_LENGTH_THRESHOLD,
  POST_OP_SCHEDULE,
  QUALIFIERS,
  RECOVERY_STEPS,
  SAFETY,
  type Figure,
  type FigureUnit,
} from './clinical';
import {CONSULT_PRICES, OPERATION_PRICES, PRICE_INCLUDES, REHAB_PRICE, type Price} from './prices';
import {PUBLIC_WAIT_LIMIT_DAYS, WAITING_TIMES, type DurationRange, type DurationUnit} from './waitingTimes';
import {HERO_RATING_DOTS, STATS} from './stats';
import {SCHEDULE, TOURISM_STAY} from './schedule';
import {TESTIMONIALS} from './testimonials';
import {PRACTICE} from './practice';

export {FIGURE_UNITS};

/** Units counted in whole numbers: "1.5 nights" or "2.5 weeks" is a typing error here. */
const WHOLE_UNITS: readonly FigureUnit[] = ['minute', 'day', 'week', 'month', 'year', 'night', 'choice'];

const DURATION_UNITS: readonly DurationUnit[] = ['day', 'week'];

type Report = (key: string, problem: string) => void;

const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

function number(report: Report, key: string, value: unknown, {whole = false, min = 0, max = Infinity} = {}): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) return report(key, `must be a number, not ${show(value)}`);
  if (value < min) return report(key, `must be ${min} or more, not ${value}`);
  if (value > max) return report(key, `must be at most ${max}, not ${value}`);
  if (whole && !Number.isInteger(value)) report(key, `must be a whole number, not ${value}`);
}

/** A count: a whole number of `min` (0) or more. */
function count(report: Report, key: string, value: unknown, min = 0): void {
  number(report, key, value, {whole: true, min});
}

function range(report: Report, key: string, low: unknown, high: unknown, whole: boolean, max = Infinity): void {
  number(report, `${key} (low end)`, low, {whole, max});
  number(report, `${key} (high end)`, high, {whole, max});
  if (typeof low === 'number' && typeof high === 'number' && low > high) {
    report(key, `the range is upside down: ${low}–${high}; write the lower number first`);
  }
}

export function figureProblems(report: Report, key: string, figure: Figure): void {
  const unit = figure.unit as string;
  if (!(FIGURE_UNITS as readonly string[]).includes(unit)) {
    report(`${key}.unit`, `unknown unit ${show(unit)}; use one of ${FIGURE_UNITS.join(', ')}`);
  }
  if (figure.qualifier !== undefined && !(QUALIFIERS as readonly string[]).includes(figure.qualifier)) {
    report(`${key}.qualifier`, `unknown qualifier ${show(figure.qualifier)}; use one of ${QUALIFIERS.join(', ')}`);
  }
  const whole = WHOLE_UNITS.includes(figure.unit);
  const max = unit === 'percent' ? 100 : Infinity;
  const value = figure.value as unknown;
  if (Array.isArray(value)) {
    if (value.length !== 2) report(`${key}.value`, `a range is [low, high], not ${show(value)}`);
    else range(report, `${key}.value`, value[0], value[1], whole, max);
  } else {
    number(report, `${key}.value`, value, {whole, max});
  }
}

function durationProblems(report: Report, key: string, duration: DurationRange): void {
  if (!DURATION_UNITS.includes(duration.unit)) {
    report(`${key}.unit`, `unknown unit ${show(duration.unit)}; use one of ${DURATION_UNITS.join(', ')}`);
  }
  range(report, key, duration.min, duration.max, true);
}

function priceProblems(report: Report, key: string, price: Price): void {
  if (price.kind === 'amount') number(report, `${key}.eur`, price.eur);
}

function rating(report: Report, key: string, value: number, scale: number): void {
  number(report, `${key}.scale`, scale, {min: 1});
  number(report, `${key}.rating`, value, {max: scale});
}

/** Every problem with the figures of src/data, as "file key: problem"; empty when all is well. */
export function dataProblems(): string[] {
  const problems: string[] = [];
  const inFile =
    (file: string): Report =>
    (key, problem) =>
      problems.push(`src/data/${file} ${key}: ${problem}`);

  const clinical = inFile('clinical.ts');
  for (const [id, figure] of Object.entries(FIGURES)) figureProblems(clinical, `FIGURES["${id}"]`, figure);
  for (const c of HIP_COMPLICATIONS) figureProblems(clinical, `HIP_COMPLICATIONS[${c.key}].chance`, c.chance);
  for (const c of KNEE_COMPLICATIONS) figureProblems(clinical, `KNEE_COMPLICATIONS[${c.key}].chance`, c.chance);
  figureProblems(clinical, 'LEG_LENGTH_THRESHOLD', LEG_LENGTH_THRESHOLD);
  for (const s of RECOVERY_STEPS) figureProblems(clinical, `RECOVERY_STEPS[${s.key}].at`, s.at);
  for (const e of POST_OP_SCHEDULE) figureProblems(clinical, `POST_OP_SCHEDULE[${e.activity}].after`, e.after);
  for (const e of INFILTRATION_EFFECTS) figureProblems(clinical, `INFILTRATION_EFFECTS[${e.key}].duration`, e.duration);
  count(clinical, 'SAFETY.woundStillLeakingWeeks', SAFETY.woundStillLeakingWeeks, 1);

  const prices = inFile('prices.ts');
  for (const [key, price] of Object.entries(CONSULT_PRICES)) priceProblems(prices, `CONSULT_PRICES.${key}`, price);
  for (const p of OPERATION_PRICES) number(prices, `OPERATION_PRICES[${p.key}].eur`, p.eur);
  for (const [key, value] of Object.entries(PRICE_INCLUDES)) count(prices, `PRICE_INCLUDES.${key}`, value);
  number(prices, 'REHAB_PRICE.monthlyFromEur', REHAB_PRICE.monthlyFromEur);

  const waits = inFile('waitingTimes.ts');
  for (const w of WAITING_TIMES) {
    durationProblems(waits, `WAITING_TIMES[${w.key}].consultWait`, w.consultWait);
    durationProblems(waits, `WAITING_TIMES[${w.key}].operationWait`, w.operationWait);
    priceProblems(waits, `WAITING_TIMES[${w.key}].consultPrice`, w.consultPrice);
    priceProblems(waits, `WAITING_TIMES[${w.key}].operationPrice`, w.operationPrice);
  }
  count(waits, 'PUBLIC_WAIT_LIMIT_DAYS', PUBLIC_WAIT_LIMIT_DAYS, 1);

  const stats = inFile('stats.ts');
  for (const s of STATS) {
    if (s.scale !== undefined) rating(stats, `STATS[${s.key}]`, s.value, s.scale);
    else count(stats, `STATS[${s.key}].value`, s.value);
  }
  count(stats, 'HERO_RATING_DOTS', HERO_RATING_DOTS, 1);

  const schedule = inFile('schedule.ts');
  for (const [key, s] of Object.entries(SCHEDULE)) {
    if (s.kind === 'daysPerMonth') {
      count(schedule, `SCHEDULE.${key}.days`, s.days);
      number(schedule, `SCHEDULE.${key}.infiltrationDays`, s.infiltrationDays, {whole: true, max: s.days});
    } else {
      s.weekdays.forEach((d, i) =>
        number(schedule, `SCHEDULE.${key}.weekdays[${i}]`, d, {whole: true, min: 1, max: 7}),
      );
      if (new Set(s.weekdays).size !== s.weekdays.length) schedule(`SCHEDULE.${key}.weekdays`, 'names a day twice');
    }
  }
  range(schedule, 'TOURISM_STAY.stayWeeks', TOURISM_STAY.stayWeeks.min, TOURISM_STAY.stayWeeks.max, true);
  range(schedule, 'TOURISM_STAY.hotelStars', TOURISM_STAY.hotelStars.min, TOURISM_STAY.hotelStars.max, true, 5);

  const testimonials = inFile('testimonials.ts');
  for (const t of TESTIMONIALS) rating(testimonials, `TESTIMONIALS[${t.key}]`, t.rating, t.scale);

  const practice = inFile('practice.ts');
  for (const p of PRACTICE.reviewPlatforms) rating(practice, `reviewPlatforms[${p.key}]`, p.rating, p.scale);

  return problems;
}
