/**
 * The treatments as medical procedures, for structured data (schema.org
 * `MedicalProcedure` subtypes): their type and the figures their texts quote.
 * The texts themselves are words, so they live in `src/texts/procedures.json`
 * (translated in `i18n/<locale>/site-texts/procedures.json`); each
 * `{placeholder}` there is one of the figures below, from `clinical.ts`.
 */
import {FIGURES, INFILTRATION_EFFECTS, type Figure, type Infiltration} from './clinical';

import type {TreatmentId} from './treatmentIds';

export {TREATMENT_IDS, isTreatment, type TreatmentId} from './treatmentIds';

/** The procedure texts, one message per field in src/texts/procedures.json (`procedure.<id>.<field>`). */
export const PROCEDURE_TEXT_FIELDS = ['bodyLocation', 'howPerformed', 'preparation', 'followup'] as const;
export type ProcedureTextField = (typeof PROCEDURE_TEXT_FIELDS)[number];

export interface ProcedureInfo {
  /** schema.org type: surgery is `SurgicalProcedure`; an injection is a `TherapeuticProcedure`. */
  schemaType: 'SurgicalProcedure' | 'TherapeuticProcedure';
  /**
   * schema.org `procedureType` (an enumeration, not text): only set where a
   * member fits. Surgery has none; its type says it is surgical.
   */
  procedureType?: 'PercutaneousProcedure' | 'NoninvasiveProcedure';
  /** Figures used as `{placeholder}` in the texts. */
  values: Record<string, Figure>;
}

function effect(key: Infiltration): Figure {
  const found = INFILTRATION_EFFECTS.find((e) => e.key === key);
  if (!found) throw new Error(`No infiltration effect "${key}" in clinical.ts`);
  return found.duration;
}

export const PROCEDURES: Record<TreatmentId, ProcedureInfo> = {
  infiltrations: {
    schemaType: 'TherapeuticProcedure',
    procedureType: 'PercutaneousProcedure',
    values: {
      hydrogel: FIGURES['infiltrations.hydrogelConcentration'],
      cortisone: effect('cortisone'),
      hydrogelYears: effect('hydrogel'),
    },
  },
  hip: {
    schemaType: 'SurgicalProcedure',
    values: {
      duration: FIGURES['operation.duration'],
      scar: FIGURES['operation.scar.hip'],
      stay: FIGURES['operation.hospitalStay'],
      kl: FIGURES['requirements.kellgrenLawrence'],
      walking: FIGURES['requirements.walkingDistance'],
      thrombosis: FIGURES['thrombosis.duration'],
    },
  },
  knee: {
    schemaType: 'SurgicalProcedure',
    values: {
      duration: FIGURES['operation.duration'],
      scar: FIGURES['operation.scar.knee'],
      stay: FIGURES['operation.hospitalStay'],
      kl: FIGURES['requirements.kellgrenLawrence'],
      flexion: FIGURES['recovery.knee.flexion'],
      thrombosis: FIGURES['thrombosis.duration'],
    },
  },
  revision: {
    schemaType: 'SurgicalProcedure',
    values: {
      duration: FIGURES['revision.duration'],
      stay: FIGURES['revision.hospitalStay'],
      early: FIGURES['infection.earlyWithin'],
      cultures: FIGURES['revision.twoStage.cultures'],
    },
  },
};
