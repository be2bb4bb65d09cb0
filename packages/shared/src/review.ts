import { z } from 'zod';
import { optionalParam, type TSort, ZBoolFlag, ZSearchParam, zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { REVIEW_MAX_COMMENT, REVIEW_MAX_IMAGES, REVIEW_MAX_REPLY, REVIEW_SORTS } from './review-constants.ts';

/**
 * Product reviews: one per delivered order item, vendor reply once, admin hide/unhide (docs/domain.md
 * "Product reviews").
 */

export {
  REVIEW_MAX_COMMENT,
  REVIEW_MAX_IMAGES,
  REVIEW_MAX_REPLY,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  type TReviewSort,
} from './review-constants.ts';

/** A stored upload: the path the upload endpoint returned, or its full URL. */
const ZUploadRef = z.string().trim().min(1, 'Upload the image again').max(500, 'Image reference is too long');

export const ZReviewRating = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be at least 1')
  .max(5, 'Rating must be at most 5');

/** Query strings carry the rating as text. */
const ZRatingFilter = z.union([
  z.literal('').transform(() => undefined),
  z.coerce
    .number({ error: 'rating must be 1 to 5' })
    .int('rating must be 1 to 5')
    .min(1, 'rating must be 1 to 5')
    .max(5, 'rating must be 1 to 5'),
]);

export const ZRatingBreakdown = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type TRatingBreakdown = z.infer<typeof ZRatingBreakdown>;

export const ZRatingSummary = z.object({
  /** Average of the visible reviews, two decimals; 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  breakdown: ZRatingBreakdown,
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

const ZReviewBase = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  images: z.array(z.string()),
  createdAt: z.string(),
  /** The vendor's answer, once given. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

export const ZReviewProduct = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});
export type TReviewProduct = z.infer<typeof ZReviewProduct>;

/** A review as the product page shows it: the author as first name + initial ("Sita S."). */
export const ZPublicReview = ZReviewBase.extend({ author: z.string() });
export type TPublicReview = z.infer<typeof ZPublicReview>;

export const ZReviewSort = z.enum(REVIEW_SORTS);

/** GET /product/:id/reviews. */
export const ZProductReviewsQuery = ZPageQuery.extend({
  rating: ZRatingFilter.optional(),
  sort: z.union([z.literal('').transform(() => 'newest' as const), ZReviewSort]).default('newest'),
});
export type TProductReviewsQuery = z.input<typeof ZProductReviewsQuery>;

export const ZProductReviewsResponse = paginated(ZPublicReview).extend({ summary: ZRatingSummary });
export type TProductReviewsResponse = z.infer<typeof ZProductReviewsResponse>;

/** A delivered order item the buyer has not reviewed yet. */
export const ZPendingReview = z.object({
  orderItemId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  image: z.string().nullable(),
  variantOptions: z.record(z.string(), z.string()).nullable(),
  deliveredAt: z.string().nullable(),
});
export type TPendingReview = z.infer<typeof ZPendingReview>;

export const ZPendingReviewListResponse = paginated(ZPendingReview);
export type TPendingReviewListResponse = z.infer<typeof ZPendingReviewListResponse>;

/** A review the buyer wrote (hidden ones included, flagged). */
export const ZMyReview = ZReviewBase.extend({
  product: ZReviewProduct,
  orderNumber: z.string(),
  orderItemId: z.string(),
  isHidden: z.boolean(),
});
export type TMyReview = z.infer<typeof ZMyReview>;

export const ZMyReviewListResponse = paginated(ZMyReview);
export type TMyReviewListResponse = z.infer<typeof ZMyReviewListResponse>;

/** POST /order/user/reviews. */
export const ZCreateReviewRequest = z.object({
  orderItemId: z.uuid({ error: 'Choose the item to review' }),
  rating: ZReviewRating,
  comment: z
    .string({ error: 'Comment must be text' })
    .trim()
    .max(REVIEW_MAX_COMMENT, `Comment must be at most ${REVIEW_MAX_COMMENT} characters`)
    .optional(),
  images: z
    .array(ZUploadRef, { error: 'Images must be a list' })
    .max(REVIEW_MAX_IMAGES, `Attach at most ${REVIEW_MAX_IMAGES} images`)
    .optional(),
});
export type TCreateReviewRequest = z.input<typeof ZCreateReviewRequest>;

export const ZMyReviewWriteResponse = writeResult(ZMyReview);
export type TMyReviewWriteResponse = z.infer<typeof ZMyReviewWriteResponse>;

/** A review on one of the vendor's products. */
export const ZVendorReview = ZReviewBase.extend({
  author: z.string(),
  product: ZReviewProduct,
  orderNumber: z.string(),
  isHidden: z.boolean(),
});
export type TVendorReview = z.infer<typeof ZVendorReview>;

export const REPLY_FILTERS = ['replied', 'unreplied'] as const;
export const ZReplyFilter = z.enum(REPLY_FILTERS);

/** GET /vendor/reviews. */
export const ZVendorReviewListQuery = ZPageQuery.extend({
  status: z.union([z.literal('').transform(() => undefined), ZReplyFilter]).optional(),
  rating: ZRatingFilter.optional(),
});
export type TVendorReviewListQuery = z.input<typeof ZVendorReviewListQuery>;

export const ZVendorReviewListResponse = paginated(ZVendorReview);
export type TVendorReviewListResponse = z.infer<typeof ZVendorReviewListResponse>;

export const ZReviewIdParams = z.object({ id: z.uuid({ error: 'Not a valid review id' }) });

/** PUT /vendor/reviews/:id/reply. */
export const ZReviewReplyRequest = z.object({
  reply: z
    .string({ error: 'Write a reply' })
    .trim()
    .min(2, 'Reply must be at least 2 characters')
    .max(REVIEW_MAX_REPLY, `Reply must be at most ${REVIEW_MAX_REPLY} characters`),
});
export type TReviewReplyRequest = z.input<typeof ZReviewReplyRequest>;

export const ZVendorReviewWriteResponse = writeResult(ZVendorReview);
export type TVendorReviewWriteResponse = z.infer<typeof ZVendorReviewWriteResponse>;

/** A review as the admin table shows it. */
export const ZAdminReview = ZReviewBase.extend({
  product: ZReviewProduct,
  user: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  vendor: z.object({ _id: z.string(), storeName: z.string() }),
  isHidden: z.boolean(),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;

export const ADMIN_REVIEW_SORTS = ['createdAt', 'rating'] as const;
export type TAdminReviewSort = TSort<(typeof ADMIN_REVIEW_SORTS)[number]>;

/**
 * GET /admin/reviews (AdminTable convention): search matches the product name or the author's
 * name or email; filters rating and hidden; sort `createdAt` or `rating`, `-` for descending.
 */
export const ZAdminReviewListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  rating: ZRatingFilter.optional(),
  hidden: optionalParam(ZBoolFlag),
  sort: zSort(ADMIN_REVIEW_SORTS, '-createdAt'),
});
export type TAdminReviewListQuery = z.input<typeof ZAdminReviewListQuery>;

export const ZAdminReviewListResponse = paginated(ZAdminReview);
export type TAdminReviewListResponse = z.infer<typeof ZAdminReviewListResponse>;

/** PUT /admin/reviews/:id/visibility. */
export const ZReviewVisibilityRequest = z.object({
  isHidden: z.boolean({ error: 'isHidden must be true or false' }),
});
export type TReviewVisibilityRequest = z.input<typeof ZReviewVisibilityRequest>;

export const ZAdminReviewWriteResponse = writeResult(ZAdminReview);
export type TAdminReviewWriteResponse = z.infer<typeof ZAdminReviewWriteResponse>;

/** "Sita Sharma" → "Sita S."; one word stays as it is. */
export function reviewAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Buyer';
  const first = parts[0] as string;
  const last = parts.length > 1 ? (parts[parts.length - 1] as string) : '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
