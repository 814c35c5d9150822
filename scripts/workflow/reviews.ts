/**
 * The medical reviews due soon, overdue or still awaited, for `npm run i18n:status`: reported, never
 * failing (a date must not break CI, a new page may go live before its review).
 */
import {REVIEWED_PAGES, REVIEW_WARNING_DAYS, pageReview, reviewState} from '../../src/data/review';

export interface ReviewNotice {
  page: string;
  /** Absent while the page awaits its first review. */
  nextReview?: string;
  state: 'dueSoon' | 'overdue' | 'awaiting';
}

export function reviewNotices(today: Date): ReviewNotice[] {
  return REVIEWED_PAGES.flatMap((page): ReviewNotice[] => {
    const review = pageReview(page);
    if (!review) return [{page, state: 'awaiting'}];
    const state = reviewState(review, today);
    return state === 'ok' ? [] : [{page, nextReview: review.nextReview, state}];
  });
}

const LABEL: Record<ReviewNotice['state'], string> = {
  overdue: 'overdue         ',
  dueSoon: 'due soon        ',
  awaiting: 'awaiting review ',
};

export function formatReviewNotices(notices: readonly ReviewNotice[]): string {
  const head = `Medical review (src/data/review.ts): `;
  if (notices.length === 0) return `${head}no page is due within ${REVIEW_WARNING_DAYS} days; every page is reviewed.`;
  const lines = notices.map(
    (n) =>
      `  ${LABEL[n.state]} ${n.page.padEnd(14)} ${
        n.nextReview
          ? `next review ${n.nextReview}`
          : 'not reviewed yet: the page shows no review date; add its review once the surgeon has checked it'
      }`,
  );
  return [
    `${head}${notices.length} page(s) awaiting review, due within ${REVIEW_WARNING_DAYS} days or overdue:`,
    ...lines,
  ].join('\n');
}
