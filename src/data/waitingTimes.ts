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

/** What the FAQ says about waiting for an operation (spec 9.3). */
export const FAQ_OPERATION_WAIT: Record<'netherlands' | 'spain', DurationRange> = {
  netherlands: {min: 4, max: 6, unit: 'week'},
  spain: {min: 1, max: 2, unit: 'week'},
};

/** Spanish social-security patients waiting longer than this may be operated at Estepona. */
export const PUBLIC_WAIT_LIMIT_DAYS = 180;
