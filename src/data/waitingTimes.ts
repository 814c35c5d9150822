/** Waiting times per location, ranges formatted per locale with Intl. */
import type {ClinicKey, LocationKey} from './practice';
import {CONSULT_PRICES, type Price} from './prices';

export type DurationUnit = 'day' | 'week';

export interface DurationRange {
  min: number;
  max: number;
  unit: DurationUnit;
}

export interface WaitingTimeLocation {
  key: LocationKey;
  clinic: ClinicKey;
  country: 'NL' | 'ES';
  consultWait: DurationRange;
  operationWait: DurationRange;
  consultPrice: Price;
  operationPrice: Price;
}

const weeks = (min: number, max: number): DurationRange => ({min, max, unit: 'week'});
const days = (min: number, max: number): DurationRange => ({min, max, unit: 'day'});
const DUTCH_INSURANCE: Price = {kind: 'dutchInsurance'};
const SPANISH_SOCIAL_SECURITY: Price = {kind: 'spanishSocialSecurity'};
const FROM_LIST: Price = {kind: 'from'};

/** A row of the table: location, clinic, country, the two waits, the two prices. */
function row(
  key: LocationKey,
  clinic: ClinicKey,
  country: 'NL' | 'ES',
  [consultWait, operationWait]: [DurationRange, DurationRange],
  [consultPrice, operationPrice]: [Price, Price],
): WaitingTimeLocation {
  return {key, clinic, country, consultWait, operationWait, consultPrice, operationPrice};
}

export const WAITING_TIMES: WaitingTimeLocation[] = [
  row('utrecht', 'chain', 'NL', [weeks(2, 4), weeks(4, 6)], [DUTCH_INSURANCE, DUTCH_INSURANCE]),
  row('marbella_compass', 'compass', 'ES', [days(1, 2), weeks(2, 4)], [CONSULT_PRICES.marbella_compass, FROM_LIST]),
  row('marbella_mso', 'mso', 'ES', [days(1, 2), weeks(3, 6)], [CONSULT_PRICES.marbella_mso, FROM_LIST]),
  row('estepona', 'hospital', 'ES', [weeks(4, 4), weeks(3, 6)], [SPANISH_SOCIAL_SECURITY, SPANISH_SOCIAL_SECURITY]),
];

export function waitingTime(key: LocationKey): WaitingTimeLocation {
  const found = WAITING_TIMES.find((w) => w.key === key);
  if (!found) throw new Error(`No waiting time for location "${key}" in src/data/waitingTimes.ts`);
  return found;
}

/** The operation waits the FAQ and medical-tourism texts quote, from the table: Utrecht and Marbella (Compass). */
export const FAQ_OPERATION_WAIT: Record<'netherlands' | 'spain', DurationRange> = {
  netherlands: waitingTime('utrecht').operationWait,
  spain: waitingTime('marbella_compass').operationWait,
};

/** Spanish social-security patients waiting longer than this may be operated at Estepona. */
export const PUBLIC_WAIT_LIMIT_DAYS = 180;
