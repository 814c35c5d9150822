/**
 * Waiting times per location (spec 9.3). Durations are ranges with a unit
 * and are formatted per locale with Intl (`formatRange`).
 */
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
  /** The clinic this location is (for its name and city). */
  clinic: ClinicKey;
  country: 'NL' | 'ES';
  consultWait: DurationRange;
  operationWait: DurationRange;
  consultPrice: Price;
  operationPrice: Price;
}

export const WAITING_TIMES: WaitingTimeLocation[] = [
  {
    key: 'utrecht',
    clinic: 'chain',
    country: 'NL',
    consultWait: {min: 2, max: 4, unit: 'week'},
    operationWait: {min: 4, max: 6, unit: 'week'},
    consultPrice: {kind: 'dutchInsurance'},
    operationPrice: {kind: 'dutchInsurance'},
  },
  {
    key: 'marbella_compass',
    clinic: 'compass',
    country: 'ES',
    consultWait: {min: 1, max: 2, unit: 'day'},
    operationWait: {min: 2, max: 4, unit: 'week'},
    consultPrice: CONSULT_PRICES.marbella_compass,
    operationPrice: {kind: 'from'},
  },
  {
    key: 'marbella_mso',
    clinic: 'mso',
    country: 'ES',
    consultWait: {min: 1, max: 2, unit: 'day'},
    operationWait: {min: 3, max: 6, unit: 'week'},
    consultPrice: CONSULT_PRICES.marbella_mso,
    operationPrice: {kind: 'from'},
  },
  {
    key: 'estepona',
    clinic: 'hospital',
    country: 'ES',
    consultWait: {min: 4, max: 4, unit: 'week'},
    operationWait: {min: 3, max: 6, unit: 'week'},
    consultPrice: {kind: 'spanishSocialSecurity'},
    operationPrice: {kind: 'spanishSocialSecurity'},
  },
];

export function waitingTime(key: LocationKey): WaitingTimeLocation {
  const found = WAITING_TIMES.find((w) => w.key === key);
  if (!found) throw new Error(`No waiting time for location "${key}" in src/data/waitingTimes.ts`);
  return found;
}

/**
 * The operation waits the FAQ and the medical-tourism texts quote: a
 * location's wait from the table above, never a figure of their own
 * (DESIGN.md): our Utrecht clinic for the Netherlands, Marbella (Compass) for Spain.
 */
export const FAQ_OPERATION_WAIT: Record<'netherlands' | 'spain', DurationRange> = {
  netherlands: waitingTime('utrecht').operationWait,
  spain: waitingTime('marbella_compass').operationWait,
};

/** Spanish social-security patients waiting longer than this may be operated at Estepona. */
export const PUBLIC_WAIT_LIMIT_DAYS = 180;
