/**
 * The components an MDX page may use without imports, and only those (src/theme/MDXComponents.tsx;
 * plugins/route-table/check.ts names the same list, kept equal by tests/unit/routeCheck.test.ts).
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
