/** Prices in euro, formatted per locale (src/lib/format.ts). */
import {FIGURES} from './clinical';
import type {TreatmentPageId} from './routes';

/** `from`: the lowest of the operation price list; Spanish social security has its 180-day rule. */
export type Price = {kind: 'amount'; eur: number} | {kind: 'from' | 'dutchInsurance' | 'spanishSocialSecurity'};

export const CONSULT_PRICES = {
  marbella_compass: {kind: 'amount', eur: 140},
  marbella_mso: {kind: 'amount', eur: 50},
} as const satisfies Record<string, Price>;

export type OperationKey = 'arthroscopy' | 'totalKnee' | 'partialKnee' | 'totalHip' | 'revision';

/**
 * A line of the operation price list: `name: 'page'` prices a page's treatment as a whole and is named by its
 * title; `name: 'operation'` prices one operation (of a page, or none) and has its own, distinct message.
 */
export type OperationPrice = {key: OperationKey; eur: number} & (
  {name: 'page'; page: TreatmentPageId} | {name: 'operation'; page?: TreatmentPageId}
);

/** The operation price list, in the order shown. */
export const OPERATION_PRICES: readonly OperationPrice[] = [
  {key: 'arthroscopy', eur: 6800, name: 'operation'},
  {key: 'totalKnee', eur: 19500, name: 'operation', page: 'knee'},
  {key: 'partialKnee', eur: 19500, name: 'operation', page: 'knee'},
  {key: 'totalHip', eur: 19500, name: 'operation', page: 'hip'},
  {key: 'revision', eur: 28000, name: 'page', page: 'revision'},
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

/** The operations whose price the FAQ quotes as "a hip or knee prosthesis". */
export const PROSTHESIS_PRICE_KEYS: readonly OperationKey[] = ['totalHip', 'totalKnee', 'partialKnee'];

/** Lowest price of a hip or knee prosthesis (structured data's "from" offers). */
export const PROSTHESIS_PRICE = fromPrice(...PROSTHESIS_PRICE_KEYS);

/** What the operation price includes. */
export const PRICE_INCLUDES = {
  /** The hospital stay of a hip or knee operation (clinical.ts), not a second figure. */
  hospitalNights: FIGURES['operation.hospitalStay'].value,
  physioSessions: 2,
  crutches: 2,
  checkAfterWeeks: 2,
  chatSupportWeeks: 6,
} as const;

/** The longest hospital stay after a revision (clinical.ts), which the revision's price includes. */
export const REVISION_STAY_DAYS = FIGURES['revision.hospitalStay'].value;

/** The partner rehabilitation platform. */
export const REHAB_PRICE = {monthlyFromEur: 29.99, freeTrial: true} as const;
