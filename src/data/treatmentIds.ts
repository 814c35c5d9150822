/**
 * The treatments among the pages of the route table. Its own module without
 * imports, so the footer (on every page) does not pull the clinical figures
 * into the main bundle.
 */
export const TREATMENT_IDS = ['infiltrations', 'hip', 'knee', 'revision'] as const;
export type TreatmentId = (typeof TREATMENT_IDS)[number];

export function isTreatment(page: string): page is TreatmentId {
  return (TREATMENT_IDS as readonly string[]).includes(page);
}
