/**
 * The treatments as schema.org procedures: their type and the figures (`{placeholder}`s) their texts in
 * src/texts/procedures.json quote; a figure with a noun unit has its own plural message (`pluralMessageId`).
 */
import {
  FIGURES,
  INFILTRATION_EFFECTS,
  RECOVERY_STEPS,
  type Figure,
  type FigureUnit,
  type Infiltration,
  type RecoveryStepKey,
} from './clinical';

import type {TreatmentId} from './treatmentIds';

export {TREATMENT_IDS, isTreatment, type TreatmentId} from './treatmentIds';

/** The procedure texts, one message per field in src/texts/procedures.json (`procedure.<id>.<field>`). */
export const PROCEDURE_TEXT_FIELDS = ['bodyLocation', 'howPerformed', 'preparation', 'followup'] as const;

/** Units named with a noun that agrees with the number (Russian "1 ночь / 3 ночи / 5 ночей"). */
export const COUNTED_UNITS: readonly FigureUnit[] = [
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'year',
  'meter',
  'degree',
  'night',
];

/** Whether a figure is written through a plural message (its unit is a counted noun). */
export function isCounted(figure: Figure): boolean {
  return COUNTED_UNITS.includes(figure.unit);
}

/** `procedure.hip.howPerformed.stay` ("{count} nacht|{count} nachten"): one per sentence, as cases differ. */
export function pluralMessageId(messageId: string, placeholder: string): string {
  return `${messageId}.${placeholder}`;
}

/** The count a plural form agrees with: the value, or a range's upper end ("4–6 weeks" as 6). */
export function pluralCount(figure: Figure): number {
  return typeof figure.value === 'number' ? figure.value : figure.value[1];
}

export interface ProcedureInfo {
  schemaType: 'SurgicalProcedure' | 'TherapeuticProcedure';
  /** An enumeration member, only where one fits (surgery has none). */
  procedureType?: 'PercutaneousProcedure' | 'NoninvasiveProcedure';
  values: Record<string, Figure>;
}

function effect(key: Infiltration): Figure {
  const found = INFILTRATION_EFFECTS.find((e) => e.key === key);
  if (!found) throw new Error(`No infiltration effect "${key}" in clinical.ts`);
  return found.duration;
}

/** When a recovery step starts (the knee bends to its flexion in week 2, as the timeline says). */
function recoveryStep(key: RecoveryStepKey): Figure {
  const found = RECOVERY_STEPS.find((s) => s.key === key);
  if (!found) throw new Error(`No recovery step "${key}" in clinical.ts`);
  return found.at;
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
      flexionWeeks: recoveryStep('week2'),
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
