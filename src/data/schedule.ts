/** Where the surgeon works when, and the medical-tourism stay; ISO weekdays (1 = Monday), named by Intl. */
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

/** Medical-tourism stay; at least until flying is allowed after the operation (clinical.ts). */
export const TOURISM_STAY = {
  stayWeeks: {min: 1, max: 2},
  hotelStars: {min: 3, max: 5},
  minWeeksAfterSurgery: flyingAfterWeeks(),
} as const;

function flyingAfterWeeks(): number {
  const flying = POST_OP_SCHEDULE.find((e) => e.activity === 'flying')?.after;
  if (!flying || flying.unit !== 'week' || typeof flying.value !== 'number')
    throw new Error('POST_OP_SCHEDULE in src/data/clinical.ts needs a single "flying" figure in weeks');
  return flying.value;
}
