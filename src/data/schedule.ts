/**
 * When the surgeon works where and how long a medical-tourism
 * stay lasts. Weekdays are ISO numbers (1 = Monday) and are named per locale
 * with Intl, so no day name is translated by hand.
 */
import type {LocationKey} from './practice';
import {POST_OP_SCHEDULE} from './clinical';

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type Schedule =
  {kind: 'daysPerMonth'; days: number; infiltrationDays: number} | {kind: 'weekdays'; weekdays: Weekday[]};

export type SpecialistLocationKey = Extract<LocationKey, 'utrecht' | 'marbella_compass' | 'estepona'>;

/** The three places in the specialist section (stat "3 locations"). */
export const SCHEDULE: Record<SpecialistLocationKey, Schedule> = {
  utrecht: {kind: 'daysPerMonth', days: 4, infiltrationDays: 3},
  marbella_compass: {kind: 'weekdays', weekdays: [1, 5]},
  estepona: {kind: 'weekdays', weekdays: [3, 4]},
};

/** Medical-tourism stay. */
export const TOURISM_STAY = {
  /** Length of the whole stay, in weeks. */
  stayWeeks: {min: 1, max: 2},
  hotelStars: {min: 3, max: 5},
  /** Minimum stay in Spain after the operation, in weeks: until flying is allowed (clinical.ts). */
  minWeeksAfterSurgery: flyingAfterWeeks(),
} as const;

function flyingAfterWeeks(): number {
  const flying = POST_OP_SCHEDULE.find((e) => e.activity === 'flying')?.after;
  if (!flying || flying.unit !== 'week' || typeof flying.value !== 'number')
    throw new Error('POST_OP_SCHEDULE in src/data/clinical.ts needs a single "flying" figure in weeks');
  return flying.value;
}
