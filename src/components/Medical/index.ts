/**
 * The components an MDX page may use, and only those: src/theme/MDXComponents.tsx
 * registers every export of this file, so MDX files use them without imports
 * (plugins/route-table/check.ts names the same list for its error messages;
 * tests/unit/routeCheck.test.ts keeps the two equal). The pieces the page
 * frame adds (CallToAction, BackToTreatments, PageReview) are imported by
 * src/theme/DocItem/Content directly. Figures come from src/data/clinical.ts;
 * labels are translated.
 */
export {default as Fig} from './Fig';
export {default as RecoveryTimeline} from './RecoveryTimeline';
export {default as PostOpSchedule} from './PostOpSchedule';
export {default as ComplicationsTable} from './ComplicationsTable';
export {default as MaterialsTable} from './MaterialsTable';
export {default as EffectDurations} from './EffectDurations';
export {default as OperationFacts} from './OperationFacts';
export {default as Requirements} from './Requirements';
export {default as ThrombosisProphylaxis} from './ThrombosisProphylaxis';
export {default as WoundDrainageRule} from './WoundDrainageRule';
export {default as UrgentHelp} from './UrgentHelp';
export {default as ApproachComparison} from './ApproachComparison';
export {default as Illustration} from './Illustration';
export {default as TreatmentLocations} from './TreatmentLocations';
export {default as InfoCard} from './InfoCard';
export {default as SurgeonStat} from './SurgeonStat';
export {default as HydrogelLink} from './HydrogelLink';
