/**
 * The treatments described as medical procedures (src/data/procedures.ts,
 * texts in src/texts/procedures.json). A treatment page added later with
 * `npm run new-page` is in the page registry (src/data/routes.ts) and gets a
 * MedicalWebPage; it joins this list once a developer describes its procedure.
 * No imports at run time, so the footer does not pull clinical figures into main.
 */
import type {TreatmentPageId} from './routes';

export const TREATMENT_IDS = ['infiltrations', 'hip', 'knee', 'revision'] as const satisfies readonly TreatmentPageId[];
export type TreatmentId = (typeof TREATMENT_IDS)[number];

export function isTreatment(page: string): page is TreatmentId {
  return (TREATMENT_IDS as readonly string[]).includes(page);
}
