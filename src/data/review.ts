/**
 * Medical review of the treatment and about pages (like the NHS's "Page last reviewed"): the surgeon reviews
 * the Dutch page, each translation records when it was checked against it (ISO dates). A page without an
 * entry awaits review: no date, no JSON-LD `lastReviewed`, listed by `npm run i18n:status`.
 */
import type {Locale} from './locales';
import {PAGE_IDS, isPageId, pageEntry, type PageId} from './routes';

/** A page that carries a medical review: a treatment or about page of the registry. */
export type ReviewedPage = Exclude<PageId, 'home'>;

export function isReviewedPage(page: string): page is ReviewedPage {
  return isPageId(page) && ['treatment', 'about'].includes(pageEntry(page).kind);
}

/** Every page that carries a medical review, in registry order. */
export const REVIEWED_PAGES: ReviewedPage[] = PAGE_IDS.filter(isReviewedPage);

/** The longest a page may go without a review (ARCHITECTURE "Medical content standards": at most 3 years). */
export const MAX_REVIEW_INTERVAL_YEARS = 3;
/** The status report warns this many days before a review falls due. */
export const REVIEW_WARNING_DAYS = 90;

export interface PageReview {
  lastReviewed: string;
  nextReview: string;
  translationChecked: Partial<Record<Exclude<Locale, 'nl'>, string>>;
}

const TRANSLATIONS_CHECKED_2026_11 = {
  en: '2026-11-23',
  de: '2026-11-23',
  es: '2026-11-23',
  ru: '2026-11-23',
  ar: '2026-11-23',
} as const;

/** The reviews done so far, by page id (a reviewed page of the registry without one is awaiting review). */
export const PAGE_REVIEWS: Partial<Record<ReviewedPage, PageReview>> = {
  infiltrations: {
    lastReviewed: '2026-11-23',
    nextReview: '2027-11-23',
    translationChecked: TRANSLATIONS_CHECKED_2026_11,
  },
  hip: {lastReviewed: '2026-11-23', nextReview: '2027-11-23', translationChecked: TRANSLATIONS_CHECKED_2026_11},
  knee: {lastReviewed: '2026-11-23', nextReview: '2027-11-23', translationChecked: TRANSLATIONS_CHECKED_2026_11},
  revision: {lastReviewed: '2026-11-23', nextReview: '2027-11-23', translationChecked: TRANSLATIONS_CHECKED_2026_11},
  about: {lastReviewed: '2026-11-23', nextReview: '2027-11-23', translationChecked: TRANSLATIONS_CHECKED_2026_11},
};

/** A page's review, or undefined while it awaits one. */
export function pageReview(page: ReviewedPage): PageReview | undefined {
  return PAGE_REVIEWS[page];
}

/** Reviewed pages the surgeon has not reviewed yet, in registry order. */
export function awaitingReview(): ReviewedPage[] {
  return REVIEWED_PAGES.filter((page) => !pageReview(page));
}

/** When the page's content in `locale` was last checked (Dutch: the review); undefined while awaited. */
export function reviewDate(page: ReviewedPage, locale: Locale): string | undefined {
  const review = pageReview(page);
  if (!review) return undefined;
  return locale === 'nl' ? review.lastReviewed : review.translationChecked[locale];
}

/** Whether a review is due within `REVIEW_WARNING_DAYS` of `today`, or overdue. */
export function reviewState(review: PageReview, today: Date): 'ok' | 'dueSoon' | 'overdue' {
  const due = Date.parse(`${review.nextReview}T00:00:00Z`);
  const days = (due - today.getTime()) / 86_400_000;
  if (days < 0) return 'overdue';
  return days <= REVIEW_WARNING_DAYS ? 'dueSoon' : 'ok';
}
