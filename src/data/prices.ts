/**
 * Prices in euro (spec 9.4). Formatted per locale with
 * `Intl.NumberFormat(locale, {style: 'currency', currency: 'EUR'})`.
 */
import {FIGURES} from './clinical';

export type Price =
  /** A fixed amount in euro. */
  | {kind: 'amount'; eur: number}
  /** Private operation: from the lowest price of the operation price list. */
  | {kind: 'from'}
  /** Covered by Dutch health insurance (spec 9.5). */
  | {kind: 'dutchInsurance'}
  /** Covered by Spanish social security (180-day rule). */
  | {kind: 'spanishSocialSecurity'};

export const CONSULT_PRICES = {
  marbella_compass: {kind: 'amount', eur: 140},
  marbella_mso: {kind: 'amount', eur: 50},
} as const satisfies Record<string, Price>;

export type OperationKey = 'arthroscopy' | 'totalKnee' | 'partialKnee' | 'totalHip' | 'revision';

/** The operation price list, in the order shown. */
export const OPERATION_PRICES: {key: OperationKey; eur: number}[] = [
  {key: 'arthroscopy', eur: 6800},
  {key: 'totalKnee', eur: 19500},
  {key: 'partialKnee', eur: 19500},
  {key: 'totalHip', eur: 19500},
  {key: 'revision', eur: 28000},
];

export function operationPrice(key: OperationKey): number {
  const found = OPERATION_PRICES.find((p) => p.key === key);
  if (!found) throw new Error(`Unknown operation ${key}`);
  return found.eur;
}

/** Lowest private operation price ("from …"). */
export const LOWEST_OPERATION_PRICE = Math.min(...OPERATION_PRICES.map((p) => p.eur));

/** The lowest of some operations' prices: what "… costs from €X" quotes for them. */
export function fromPrice(...keys: readonly OperationKey[]): number {
  return Math.min(...keys.map(operationPrice));
}

/**
 * Price of a hip or knee prosthesis as the FAQ states it: from the lowest of
 * the hip and knee prices, so changing one of them alone keeps it true.
 */
export const PROSTHESIS_PRICE = fromPrice('totalHip', 'totalKnee', 'partialKnee');

/** What the operation price includes (spec 9.4). */
export const PRICE_INCLUDES = {
  /** The hospital stay of a hip or knee operation (clinical.ts), not a second figure. */
  hospitalNights: FIGURES['operation.hospitalStay'].value,
  physioSessions: 2,
  crutches: 2,
  checkAfterWeeks: 2,
  chatSupportWeeks: 6,
} as const;

/** The partner rehabilitation platform (spec 9.4). */
export const REHAB_PRICE = {monthlyFromEur: 29.99, freeTrial: true} as const;
