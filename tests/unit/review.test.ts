/**
 * Medical review data (src/data/review.ts): every treatment and about page
 * has a review by the surgeon, the next one at most three years later, and a
 * clinical check date for each translation; the surgeon's registrations have
 * the shape of the Dutch BIG and the Spanish colegiado numbers.
 */
import {LOCALES} from '@site/src/data/locales';
import {PRACTICE} from '@site/src/data/practice';
import {
  MAX_REVIEW_INTERVAL_YEARS,
  PAGE_REVIEWS,
  REVIEWED_PAGES,
  reviewDate,
  reviewState,
  type PageReview,
} from '@site/src/data/review';
import {formatReviewNotices, reviewNotices} from '@site/scripts/workflow/reviews';
import {PAGE_IDS} from '@site/src/data/routes';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('review data', () => {
  it('covers every page of the route table but the home page', () => {
    expect([...REVIEWED_PAGES].sort()).toEqual(PAGE_IDS.filter((p) => p !== 'home').sort());
  });

  it.each(REVIEWED_PAGES)('%s: valid dates, next review within the maximum interval', (page) => {
    const review = PAGE_REVIEWS[page];
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

  it.each(REVIEWED_PAGES)('%s: every translation has its own clinical check, not before the review', (page) => {
    const review = PAGE_REVIEWS[page];
    expect(Object.keys(review.translationChecked).sort()).toEqual(LOCALES.filter((l) => l !== 'nl').sort());
    for (const locale of LOCALES) {
      const checked = reviewDate(page, locale);
      expect(day(checked).getTime()).toBeGreaterThanOrEqual(day(review.lastReviewed).getTime());
    }
    expect(reviewDate(page, 'nl')).toBe(review.lastReviewed);
  });

  it('tells a review that is due within 90 days or overdue', () => {
    const review: PageReview = {...PAGE_REVIEWS.hip, nextReview: '2027-03-01'};
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
  it('lists nothing long before a review is due, every page once it is overdue', () => {
    const first = REVIEWED_PAGES.map((p) => day(PAGE_REVIEWS[p].lastReviewed).getTime()).sort()[0]!;
    expect(reviewNotices(new Date(first))).toEqual([]);
    const late = new Date('2100-01-01T00:00:00Z');
    const notices = reviewNotices(late);
    expect(notices.map((n) => n.page).sort()).toEqual([...REVIEWED_PAGES].sort());
    expect(notices.every((n) => n.state === 'overdue')).toBe(true);
    expect(formatReviewNotices(notices)).toContain('overdue');
    expect(formatReviewNotices([])).toContain('no page is due');
  });
});
