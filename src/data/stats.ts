/**
 * The specialist's figures (ARCHITECTURE "One truth": 16+ years,
 * one rating of 9.9/10). Rendered by the hero, the specialist section, the
 * testimonials and the footer; never typed into a translation.
 */

export type StatKey = 'patients' | 'rating' | 'years' | 'locations';

export interface Stat {
  key: StatKey;
  value: number;
  /** Shown after the number: '+' for "at least", or a scale like '/10'. */
  suffix?: '+';
  /** Out of how many points (ratings only). */
  scale?: number;
}

/**
 * The surgeon's rating on the Dutch care-review site: the one 9.9/10 of the
 * site (hero, statistics, testimonials' average, footer, review platforms).
 */
export const CARE_REVIEW_RATING = {value: 9.9, scale: 10} as const;

export const STATS: Stat[] = [
  {key: 'patients', value: 5000, suffix: '+'},
  {key: 'rating', ...CARE_REVIEW_RATING},
  {key: 'years', value: 16, suffix: '+'},
  {key: 'locations', value: 3},
];

export function stat(key: StatKey): Stat {
  const found = STATS.find((s) => s.key === key);
  if (!found) throw new Error(`Unknown statistic ${key}`);
  return found;
}

/** Dots in the hero's rating line. */
export const HERO_RATING_DOTS = 5;
