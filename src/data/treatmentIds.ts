/**
 * The treatments among the pages: the pages of kind "treatment" in the page
 * registry (src/data/routes.ts), under the names the texts and structured
 * data use.
 */
export {
  TREATMENT_PAGE_IDS as TREATMENT_IDS,
  isTreatmentPage as isTreatment,
  type TreatmentPageId as TreatmentId,
} from './routes';
