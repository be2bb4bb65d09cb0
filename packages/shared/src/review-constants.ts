// No zod here: public pages import these in the browser, and zod would come with them.

export const REVIEW_MAX_IMAGES = 4;
export const REVIEW_MAX_COMMENT = 2000;
export const REVIEW_MAX_REPLY = 1000;

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type TReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<TReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
};
