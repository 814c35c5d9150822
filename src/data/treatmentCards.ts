/**
 * The home page's treatment cards. Their clinical figures come
 * from `clinical.ts`, where the treatment pages take them from too.
 */
import {FIGURES} from './clinical';
import {TREATMENT_PAGE_IDS, type TreatmentPageId} from './routes';

/**
 * The treatment pages with a home-page card: a card needs an illustration and
 * texts, so a page added with `npm run new-page` has none until a developer
 * writes them (the page itself works without).
 */
export type TreatmentKey = Extract<TreatmentPageId, 'infiltrations' | 'hip' | 'knee' | 'revision'>;

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

const CARDS: TreatmentCard[] = [
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

/** The cards in the registry's order of the treatment pages. */
export const TREATMENT_CARDS: TreatmentCard[] = TREATMENT_PAGE_IDS.flatMap((id) => CARDS.filter((c) => c.key === id));

/** Scar length in cm, a feature on the hip and knee cards. */
export const SCAR_CM = {hip: FIGURES['operation.scar.hip'].value, knee: FIGURES['operation.scar.knee'].value} as const;
