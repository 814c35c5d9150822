/**
 * Medical review data (src/data/review.ts): the reviewed pages are the
 * registry's treatment and about pages; a review has valid dates, the next
 * one at most three years later, and its translations' check dates not
 * before it; a page without a review awaits one and has no date anywhere.
 * The surgeon's registrations have the shape of the Dutch BIG and the
 * Spanish colegiado numbers.
 */
import {LOCALES} from '@site/src/data/locales';
import {PRACTICE} from '@site/src/data/practice';
import {
  MAX_REVIEW_INTERVAL_YEARS,
  PAGE_REVIEWS,
  REVIEWED_PAGES,
  awaitingReview,
  pageReview,
  reviewDate,
  reviewState,
  type PageReview,
} from '@site/src/data/review';
import {formatReviewNotices, reviewNotices} from '@site/scripts/workflow/reviews';
import {PAGE_IDS, pageEntry} from '@site/src/data/routes';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const reviews = Object.entries(PAGE_REVIEWS) as [string, PageReview][];

describe('review data', () => {
  it('reviews the treatment and about pages of the page registry, no other page', () => {
    expect(REVIEWED_PAGES).toEqual(PAGE_IDS.filter((p) => ['treatment', 'about'].includes(pageEntry(p).kind)));
    expect(REVIEWED_PAGES).toContain('about');
    for (const [page] of reviews) expect(REVIEWED_PAGES).toContain(page);
  });

  it('lists every reviewed page without a review as awaiting one, with no date', () => {
    const awaiting = awaitingReview();
    expect(awaiting).toEqual(REVIEWED_PAGES.filter((p) => !(p in PAGE_REVIEWS)));
    for (const page of awaiting) for (const locale of LOCALES) expect(reviewDate(page, locale)).toBeUndefined();
  });

  it.each(reviews)('%s: valid dates, next review within the maximum interval', (_page, review) => {
    for (const iso of [review.lastReviewed, review.nextReview, ...Object.values(review.translationChecked)]) {
      expect(iso).toMatch(ISO);
      expect(Number.isNaN(day(iso).getTime())).toBe(false);
      expect(day(iso).toISOString().slice(0, 10)).toBe(iso);
    }
    expect(day(review.nextReview).getTime()).toBeGreaterThan(day(review.lastReviewed).getTime());
    const limit = day(review.lastReviewed);
    limit.setUTCFullYear(limit.getUTCFullYear() + MAX_REVIEW_INTERVAL_YEARS);
    expect(day(review.nextReview).getTime()).toBeLessThanOrEqual(limit.getTime());
  });

  it.each(reviews)('%s: a translation is checked only after the review; Dutch is the review itself', (page, review) => {
    for (const [locale, checked] of Object.entries(review.translationChecked)) {
      expect(LOCALES.filter((l) => l !== 'nl')).toContain(locale);
      expect(day(checked).getTime()).toBeGreaterThanOrEqual(day(review.lastReviewed).getTime());
    }
    expect(reviewDate(page as (typeof REVIEWED_PAGES)[number], 'nl')).toBe(review.lastReviewed);
  });

  it('tells a review that is due within 90 days or overdue', () => {
    const review: PageReview = {lastReviewed: '2026-01-01', nextReview: '2027-03-01', translationChecked: {}};
    expect(reviewState(review, day('2026-11-01'))).toBe('ok');
    expect(reviewState(review, day('2026-12-15'))).toBe('dueSoon');
    expect(reviewState(review, day('2027-03-01'))).toBe('dueSoon');
    expect(reviewState(review, day('2027-03-02'))).toBe('overdue');
  });

  it('has registration numbers of the right shape for the surgeon', () => {
    expect(PRACTICE.surgeon.registration.big).toMatch(/^\d{11}$/);
    expect(PRACTICE.surgeon.registration.colegiado).toMatch(/^\d{9}$/);
  });
});

describe('review notices in the status report', () => {
  it('lists nothing but pages awaiting review long before a review is due, every page once it is overdue', () => {
    const awaiting = awaitingReview();
    const first = reviews.map(([, r]) => day(r.lastReviewed).getTime()).sort()[0] ?? Date.now();
    expect(reviewNotices(new Date(first))).toEqual(awaiting.map((page) => ({page, state: 'awaiting'})));
    const notices = reviewNotices(new Date('2100-01-01T00:00:00Z'));
    expect(notices.map((n) => n.page).sort()).toEqual([...REVIEWED_PAGES].sort());
    expect(notices.filter((n) => n.state === 'overdue').map((n) => n.page)).toEqual(
      REVIEWED_PAGES.filter((p) => pageReview(p)),
    );
    expect(formatReviewNotices(notices)).toContain('overdue');
    expect(formatReviewNotices([])).toContain('no page is due');
  });

  it('names a page awaiting its first review, without a date', () => {
    const text = formatReviewNotices([{page: 'shoulder', state: 'awaiting'}]);
    expect(text).toMatch(/awaiting review\s+shoulder\s+not reviewed yet/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
