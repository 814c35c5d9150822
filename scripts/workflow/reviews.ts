/**
 * The medical-review part of `npm run i18n:status`: pages whose review falls
 * due within REVIEW_WARNING_DAYS, or is overdue (src/data/review.ts). It
 * reports and never fails: a date must not break CI.
 */
import {PAGE_REVIEWS, REVIEWED_PAGES, REVIEW_WARNING_DAYS, reviewState} from '../../src/data/review';

export interface ReviewNotice {
  page: string;
  nextReview: string;
  state: 'dueSoon' | 'overdue';
}

export function reviewNotices(today: Date): ReviewNotice[] {
  return REVIEWED_PAGES.flatMap((page) => {
    const review = PAGE_REVIEWS[page];
    const state = reviewState(review, today);
    return state === 'ok' ? [] : [{page, nextReview: review.nextReview, state}];
  });
}

export function formatReviewNotices(notices: readonly ReviewNotice[]): string {
  const head = `Medical review (src/data/review.ts): `;
  if (notices.length === 0) return `${head}no page is due within ${REVIEW_WARNING_DAYS} days.`;
  const lines = notices.map(
    (n) => `  ${n.state === 'overdue' ? 'overdue ' : 'due soon'}  ${n.page.padEnd(14)} next review ${n.nextReview}`,
  );
  return [`${head}${notices.length} page(s) due within ${REVIEW_WARNING_DAYS} days or overdue:`, ...lines].join('\n');
}
