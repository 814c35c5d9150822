import MDXComponents from '@theme-original/MDXComponents';
import {
  ApproachComparison,
  ComplicationsTable,
  EffectDurations,
  Fig,
  HydrogelLink,
  Illustration,
  InfoCard,
  MaterialsTable,
  OperationFacts,
  PostOpSchedule,
  RecoveryTimeline,
  Requirements,
  SurgeonStat,
  ThrombosisProphylaxis,
  TreatmentLocations,
  WoundDrainageRule,
} from '@site/src/components/Medical';

/**
 * The medical components are available in every MDX page without imports,
 * so a translator copies the Dutch page and only rewrites the prose.
 * CallToAction and BackToTreatments are added by the DocItem/Content wrapper.
 */
export default {
  ...MDXComponents,
  ApproachComparison,
  ComplicationsTable,
  EffectDurations,
  Fig,
  HydrogelLink,
  Illustration,
  InfoCard,
  MaterialsTable,
  OperationFacts,
  PostOpSchedule,
  RecoveryTimeline,
  Requirements,
  SurgeonStat,
  ThrombosisProphylaxis,
  TreatmentLocations,
  WoundDrainageRule,
};
