/** Clinical figures of the treatment pages, each once (ARCHITECTURE "One truth"); never retyped in a translation. */

/** Units a figure can have; formatted with Intl (src/lib/format.ts). `choice` is "3 or 4". */
export const FIGURE_UNITS = [
  'percent',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'year',
  'centimeter',
  'meter',
  'milliliter',
  'degree',
  'night',
  'number',
  'choice',
] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

/** How the figure relates to its value: "about 60 minutes", "under 0.5%". */
export const QUALIFIERS = ['about', 'lessThan', 'moreThan', 'atLeast', 'upTo', 'atMost', 'within'] as const;
export type Qualifier = (typeof QUALIFIERS)[number];

export interface Figure {
  /** One value or an inclusive range. Percentages are in percent (0.7 means 0.7%). */
  value: number | readonly [number, number];
  unit: FigureUnit;
  qualifier?: Qualifier;
}

export type Joint = 'hip' | 'knee';

/** Named figures, usable inline in MDX as `<Fig id="…"/>`. */
export const FIGURES = {
  // The operation.
  'operation.duration': {value: 60, unit: 'minute', qualifier: 'about'},
  'operation.bloodLoss': {value: 200, unit: 'milliliter', qualifier: 'about'},
  'operation.scar.hip': {value: 10, unit: 'centimeter', qualifier: 'about'},
  'operation.scar.knee': {value: 15, unit: 'centimeter', qualifier: 'about'},
  'operation.hospitalStay': {value: 1, unit: 'night'},
  'revision.duration': {value: [2, 3], unit: 'hour'},
  'revision.hospitalStay': {value: 3, unit: 'day', qualifier: 'within'},

  // Requirements for a prosthesis.
  'requirements.kellgrenLawrence': {value: [3, 4], unit: 'choice'},
  'requirements.walkingDistance': {value: 500, unit: 'meter', qualifier: 'atMost'},
  'requirements.bmi': {value: 35, unit: 'number', qualifier: 'moreThan'},

  // The prosthesis.
  'prosthesis.lifespan': {value: [20, 30], unit: 'year'},
  'prosthesis.polyethyleneWear': {value: [15, 25], unit: 'year'},

  // Surgical approach to the hip: dislocation risk.
  'approach.anterior.dislocation': {value: [0.3, 0.5], unit: 'percent'},
  'approach.posterolateral.dislocation': {value: [3, 4], unit: 'percent'},

  // Recovery.
  'recovery.knee.flexion': {value: 90, unit: 'degree'},

  // Thrombosis prophylaxis and wound drainage.
  'thrombosis.duration': {value: 5, unit: 'week'},
  'woundDrainage.days': {value: 14, unit: 'day', qualifier: 'moreThan'},
  'woundDrainage.antibiotics': {value: 6, unit: 'week', qualifier: 'atLeast'},
  'woundDrainage.success': {value: 90, unit: 'percent', qualifier: 'moreThan'},

  // Revision surgery.
  'infection.earlyWithin': {value: 3, unit: 'month', qualifier: 'within'},
  'revision.twoStage.cultures': {value: 2, unit: 'week'},

  // Infiltrations: concentration of the gel and how long each injection works.
  'infiltrations.hydrogelConcentration': {value: 2.5, unit: 'percent'},
  'infiltration.cortisone.duration': {value: [4, 6], unit: 'week'},
  // No cortisone injection in this period before a joint replacement (infection risk).
  'infiltration.cortisone.noneBeforeSurgery': {value: 3, unit: 'month'},
  'infiltration.hyaluronicAcid.duration': {value: [3, 8], unit: 'month'},
  'infiltration.prp.duration': {value: 1, unit: 'year', qualifier: 'about'},
  'infiltration.wint.duration': {value: [2, 3], unit: 'year', qualifier: 'upTo'},
  'infiltration.hydrogel.duration': {value: 4, unit: 'year', qualifier: 'atLeast'},
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof FIGURES;

/** Safety-netting (Medical/UrgentHelp): a wound still leaking after this many weeks needs a call. */
export const SAFETY = {woundStillLeakingWeeks: 1} as const;

export function isFigureId(id: string): id is FigureId {
  return Object.prototype.hasOwnProperty.call(FIGURES, id);
}

// ---------------------------------------------------------------- complications

export type HipComplication =
  'numbThigh' | 'woundInfection' | 'legLengthDifference' | 'dislocation' | 'thrombosis' | 'fracture';
export type KneeComplication = 'kneecapPain' | 'numbSpot' | 'woundInfection' | 'stiffness' | 'thrombosis';

export interface Complication<K extends string> {
  key: K;
  chance: Figure;
}

/** Hip complications and their chances. */
export const HIP_COMPLICATIONS: readonly Complication<HipComplication>[] = [
  {key: 'numbThigh', chance: {value: [1, 2], unit: 'percent'}},
  {key: 'woundInfection', chance: {value: 0.7, unit: 'percent'}},
  {key: 'legLengthDifference', chance: {value: 0.5, unit: 'percent'}},
  {key: 'dislocation', chance: {value: 0.3, unit: 'percent'}},
  {key: 'thrombosis', chance: {value: 0.5, unit: 'percent', qualifier: 'lessThan'}},
  {key: 'fracture', chance: {value: 0.2, unit: 'percent'}},
];

/** Leg-length difference counted as a complication: more than this. */
export const LEG_LENGTH_THRESHOLD: Figure = {value: 1, unit: 'centimeter', qualifier: 'moreThan'};

/** Knee complications, one reading in every language (ARCHITECTURE "One truth"). */
export const KNEE_COMPLICATIONS: readonly Complication<KneeComplication>[] = [
  {key: 'kneecapPain', chance: {value: 5, unit: 'percent'}},
  {key: 'numbSpot', chance: {value: 1, unit: 'percent'}},
  {key: 'woundInfection', chance: {value: 0.5, unit: 'percent'}},
  {key: 'stiffness', chance: {value: 1, unit: 'percent'}},
  {key: 'thrombosis', chance: {value: 0.5, unit: 'percent', qualifier: 'lessThan'}},
];

// ---------------------------------------------------------------- recovery

export type RecoveryStepKey = 'day1' | 'week2' | 'week4' | 'week6';

/** Recovery timeline: when each step starts after the operation. */
export const RECOVERY_STEPS: readonly {key: RecoveryStepKey; at: Figure}[] = [
  {key: 'day1', at: {value: 1, unit: 'day'}},
  {key: 'week2', at: {value: 2, unit: 'week'}},
  {key: 'week4', at: {value: [3, 4], unit: 'week'}},
  {key: 'week6', at: {value: 6, unit: 'week'}},
];

/** Sports the recovery timeline names. */
export type Sport = 'golf' | 'swimming' | 'dancing' | 'tennis' | 'cycling';

/** Sports possible again from week 6, in this order; swimming and golf have their week in POST_OP_SCHEDULE. */
export const WEEK6_SPORTS: readonly Sport[] = ['cycling', 'dancing', 'tennis'];

/** Sports whose week the activity table (POST_OP_SCHEDULE) gives; the timeline points there. */
export const TABLE_SPORTS: readonly Sport[] = ['swimming', 'golf'];

// ---------------------------------------------------------------- post-operative schedule

export type Activity = 'flying' | 'driving' | 'swimming' | 'golf';

/** When activities are possible again after surgery. */
export const POST_OP_SCHEDULE: readonly {activity: Activity; after: Figure}[] = [
  {activity: 'flying', after: {value: 1, unit: 'week'}},
  {activity: 'driving', after: {value: [3, 4], unit: 'week'}},
  {activity: 'swimming', after: {value: 4, unit: 'week'}},
  {activity: 'golf', after: {value: 8, unit: 'week'}},
];

// ---------------------------------------------------------------- operation facts

export type OperationKind = 'hip' | 'knee' | 'revision';
export type OperationFactKey = 'duration' | 'bloodLoss' | 'scar' | 'hospitalStay';

export const OPERATION_FACTS: Record<OperationKind, readonly {key: OperationFactKey; figure: FigureId}[]> = {
  hip: [
    {key: 'duration', figure: 'operation.duration'},
    {key: 'bloodLoss', figure: 'operation.bloodLoss'},
    {key: 'scar', figure: 'operation.scar.hip'},
    {key: 'hospitalStay', figure: 'operation.hospitalStay'},
  ],
  knee: [
    {key: 'duration', figure: 'operation.duration'},
    {key: 'bloodLoss', figure: 'operation.bloodLoss'},
    {key: 'scar', figure: 'operation.scar.knee'},
    {key: 'hospitalStay', figure: 'operation.hospitalStay'},
  ],
  revision: [
    {key: 'duration', figure: 'revision.duration'},
    {key: 'hospitalStay', figure: 'revision.hospitalStay'},
  ],
};

// ---------------------------------------------------------------- requirements

export const RISK_FACTORS = ['bmi', 'smoking', 'copd', 'heartFailure', 'diabetes'] as const;
export type RiskFactor = (typeof RISK_FACTORS)[number];

export const REQUIREMENTS = ['kellgrenLawrence', 'nightPain', 'walkingDistance', 'fewRiskFactors'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

// ---------------------------------------------------------------- materials (knee)

export type KneePart = 'femoral' | 'tibial' | 'insert';
export type Material = 'cobaltChrome' | 'titanium' | 'polyethylene';

/** Materials of a total knee prosthesis. */
export const KNEE_MATERIALS: readonly {part: KneePart; materials: readonly Material[]}[] = [
  {part: 'femoral', materials: ['cobaltChrome']},
  {part: 'tibial', materials: ['titanium', 'cobaltChrome']},
  {part: 'insert', materials: ['polyethylene']},
];

// ---------------------------------------------------------------- infiltrations

export type Infiltration = 'cortisone' | 'hyaluronicAcid' | 'prp' | 'wint' | 'hydrogel';

/** How long the effect of each injection lasts and whether Dutch basic insurance pays. */
export const INFILTRATION_EFFECTS: readonly {key: Infiltration; duration: Figure; reimbursedNl: boolean}[] = [
  {key: 'cortisone', duration: FIGURES['infiltration.cortisone.duration'], reimbursedNl: true},
  {key: 'hyaluronicAcid', duration: FIGURES['infiltration.hyaluronicAcid.duration'], reimbursedNl: true},
  {key: 'prp', duration: FIGURES['infiltration.prp.duration'], reimbursedNl: false},
  {key: 'wint', duration: FIGURES['infiltration.wint.duration'], reimbursedNl: false},
  {key: 'hydrogel', duration: FIGURES['infiltration.hydrogel.duration'], reimbursedNl: false},
];

// ---------------------------------------------------------------- infiltration locations

type InfiltrationLocation = {clinic: 'chain' | 'compass' | 'mso'; schedule?: 'utrecht' | 'marbella_compass'};

/** Where injections are given (PRACTICE.clinics keys); days come from src/data/schedule.ts. */
export const INFILTRATION_LOCATIONS: readonly InfiltrationLocation[] = [
  {clinic: 'chain', schedule: 'utrecht'},
  {clinic: 'compass', schedule: 'marbella_compass'},
  {clinic: 'mso'},
];
