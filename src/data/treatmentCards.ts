/**
 * The home page's treatment cards (spec 2.3). Their clinical figures come
 * from `clinical.ts`, where the treatment pages take them from too.
 */
import {FIGURES} from './clinical';
import type {DocPageId} from './routes';

export type TreatmentKey = Exclude<DocPageId, 'about'>;

export type TreatmentDuration =
  /** Outpatient: home the same day. */
  | {kind: 'outpatient'}
  | {kind: 'operation'; minutes: number; hospitalNights: number}
  | {kind: 'revision'; hours: {min: number; max: number}; maxHospitalDays: number};

export interface TreatmentCard {
  key: TreatmentKey;
  image: {src: string; width: number; height: number};
  duration: TreatmentDuration;
}

const IMAGE = {width: 480, height: 300};

const PRIMARY_OPERATION: TreatmentDuration = {
  kind: 'operation',
  minutes: FIGURES['operation.duration'].value,
  hospitalNights: FIGURES['operation.hospitalStay'].value,
};

export const TREATMENT_CARDS: TreatmentCard[] = [
  {key: 'infiltrations', image: {src: '/img/treatments/infiltrations.svg', ...IMAGE}, duration: {kind: 'outpatient'}},
  {key: 'hip', image: {src: '/img/treatments/hip.svg', ...IMAGE}, duration: PRIMARY_OPERATION},
  {key: 'knee', image: {src: '/img/treatments/knee.svg', ...IMAGE}, duration: PRIMARY_OPERATION},
  {
    key: 'revision',
    image: {src: '/img/treatments/revision.svg', ...IMAGE},
    duration: {
      kind: 'revision',
      hours: {min: FIGURES['revision.duration'].value[0], max: FIGURES['revision.duration'].value[1]},
      maxHospitalDays: FIGURES['revision.hospitalStay'].value,
    },
  },
];

/** Scar length in cm (spec 9.7), a feature on the hip and knee cards. */
export const SCAR_CM = {hip: FIGURES['operation.scar.hip'].value, knee: FIGURES['operation.scar.knee'].value} as const;
