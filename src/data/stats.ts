/** The specialist's figures, never typed into a translation. */

export type StatKey = 'patients' | 'rating' | 'years' | 'locations';

export interface Stat {
  key: StatKey;
  value: number;
  /** '+' for "at least". */
  suffix?: '+';
  /** Ratings: out of how many points. */
  scale?: number;
}

/** The surgeon's rating on the Dutch care-review site: the one 9.9/10 everywhere on the site. */
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
