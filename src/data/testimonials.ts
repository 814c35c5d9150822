/**
 * Patient testimonials (four, each 10/10, average 9.9). The text
 * and the role label are translated; the figures and dates live here.
 */
import type {LocationKey} from './practice';
import {CARE_REVIEW_RATING} from './stats';

export type TestimonialKey = 'hip' | 'knee' | 'revision' | 'infiltration';

export interface Testimonial {
  key: TestimonialKey;
  /** Where the patient was treated. */
  location: LocationKey;
  /** ISO date (year-month) of the review. */
  date: string;
  rating: number;
  scale: number;
}

export const TESTIMONIALS: Testimonial[] = [
  {key: 'hip', location: 'marbella_compass', date: '2025-03', rating: 10, scale: 10},
  {key: 'knee', location: 'utrecht', date: '2025-01', rating: 10, scale: 10},
  {key: 'revision', location: 'estepona', date: '2024-11', rating: 10, scale: 10},
  {key: 'infiltration', location: 'marbella_mso', date: '2024-09', rating: 10, scale: 10},
];

/** Average rating over all reviews (not only the four shown): the care-review site's rating. */
export const TESTIMONIAL_AVERAGE = {rating: CARE_REVIEW_RATING.value, scale: CARE_REVIEW_RATING.scale} as const;
