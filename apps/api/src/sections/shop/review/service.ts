import type { TPageQuery } from '@bazaar/shared/pagination';
import {
  reviewAuthorName,
  type TAdminReview,
  type TAdminReviewListResponse,
  type TMyReview,
  type TMyReviewListResponse,
  type TPendingReviewListResponse,
  type TProductReviewsResponse,
  type TPublicReview,
  type TRatingSummary,
  type TVendorReview,
  type TVendorReviewListResponse,
  type ZAdminReviewListQuery,
  type ZCreateReviewRequest,
  type ZProductReviewsQuery,
  type ZVendorReviewListQuery,
} from '@bazaar/shared/review';
import type { z } from 'zod';
import type { ReviewRow } from '../../../db/schema/orders.ts';
import type { VendorRow } from '../../../db/schema/shop.ts';
import type { UserRow } from '../../../db/schema/users.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { newId } from '../../../lib/ids.ts';
import { toImageUrl } from '../../../lib/images.ts';
import { toPage } from '../../../lib/list-query.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { notify } from '../../../platform/notification/service.ts';
import { checkUploadRefs } from '../../../platform/upload/refs.ts';
import { reviewReceived, reviewReplied } from '../notifications.ts';
import * as repo from './repo.ts';

function baseDto(row: ReviewRow, imageBaseUrl: string) {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    images: row.images.map((i) => toImageUrl(i, imageBaseUrl) ?? i),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

function productDto(row: repo.ReviewWithContext, imageBaseUrl: string) {
  return {
    _id: row.review.productId,
    name: row.productName,
    slug: row.productSlug,
    image: toImageUrl(row.productImages[0] ?? null, imageBaseUrl),
  };
}

function toMyReviewDto(row: repo.ReviewWithContext, imageBaseUrl: string): TMyReview {
  return {
    ...baseDto(row.review, imageBaseUrl),
    product: productDto(row, imageBaseUrl),
    orderNumber: row.orderNumber,
    orderItemId: row.review.orderItemId,
    isHidden: row.review.isHidden,
  };
}

function toVendorReviewDto(row: repo.ReviewWithContext, imageBaseUrl: string): TVendorReview {
  return {
    ...baseDto(row.review, imageBaseUrl),
    author: reviewAuthorName(row.authorName),
    product: productDto(row, imageBaseUrl),
    orderNumber: row.orderNumber,
    isHidden: row.review.isHidden,
  };
}

function toAdminReviewDto(row: repo.ReviewWithContext, imageBaseUrl: string): TAdminReview {
  return {
    ...baseDto(row.review, imageBaseUrl),
    product: productDto(row, imageBaseUrl),
    user: { _id: row.review.userId, fullName: row.authorName, email: row.authorEmail },
    vendor: { _id: row.review.vendorId, storeName: row.storeName },
    isHidden: row.review.isHidden,
  };
}

async function loadWithContext(deps: AppDeps, id: string): Promise<repo.ReviewWithContext> {
  const row = await repo.findReviewWithContext(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Review not found');
  return row;
}

/** GET /product/:id/reviews: visible reviews and the product's rating summary. */
export async function listProductReviews(
  deps: AppDeps,
  productId: string,
  query: z.output<typeof ZProductReviewsQuery>,
): Promise<TProductReviewsResponse> {
  if (!(await repo.isProductVisible(deps.db, productId)))
    throw new AppError('NOT_FOUND', 'Product not found');
  const [rating, page] = await Promise.all([
    repo.findProductRating(deps.db, productId),
    repo.listProductReviews(deps.db, productId, query),
  ]);
  const summary: TRatingSummary = {
    average: Number(rating?.ratingAvg ?? 0),
    count: rating?.ratingCount ?? 0,
    breakdown: {
      1: rating?.rating1 ?? 0,
      2: rating?.rating2 ?? 0,
      3: rating?.rating3 ?? 0,
      4: rating?.rating4 ?? 0,
      5: rating?.rating5 ?? 0,
    },
  };
  return {
    ...toPage(
      query,
      page,
      (d): TPublicReview => ({
        ...baseDto(d.review, deps.imageBaseUrl),
        author: reviewAuthorName(d.authorName),
      }),
    ),
    summary,
  };
}

/** GET /order/user/reviews/pending. */
export async function listPendingReviews(
  deps: AppDeps,
  userId: string,
  query: TPageQuery,
): Promise<TPendingReviewListResponse> {
  return toPage(query, await repo.listPendingReviewItems(deps.db, userId, query), (d) => ({
    orderItemId: d.orderItemId,
    orderId: d.orderId,
    orderNumber: d.orderNumber,
    productId: d.productId,
    productName: d.name,
    productSlug: d.slug,
    image: toImageUrl(d.image, deps.imageBaseUrl),
    variantOptions: d.variantOptions ?? null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  }));
}

/** GET /order/user/reviews. */
export async function listMyReviews(
  deps: AppDeps,
  userId: string,
  query: TPageQuery,
): Promise<TMyReviewListResponse> {
  return toPage(query, await repo.listUserReviews(deps.db, userId, query), (d) =>
    toMyReviewDto(d, deps.imageBaseUrl),
  );
}

/**
 * POST /order/user/reviews: the buyer of a delivered item, once per item. The product row is locked
 * first, so the review and the recount of the product's rating commit together and concurrent
 * reviews of one product recount one after another.
 */
export async function createReview(
  deps: AppDeps,
  user: UserRow,
  input: z.output<typeof ZCreateReviewRequest>,
): Promise<TMyReview> {
  // Only our own uploads: a review never shows pictures from another host.
  const images = await checkUploadRefs(deps, input.images ?? [], { kind: 'image', field: 'images' });
  const id = await inTransaction(deps.db, async (tx) => {
    const item = await repo.findOrderItemForReview(tx, input.orderItemId);
    // Another buyer's item is "not found", never "not yours".
    if (!item || item.userId !== user.id) throw new AppError('NOT_FOUND', 'Order item not found');
    if (item.status !== 'Delivered') {
      throw new AppError('BUSINESS_RULE', 'You can review an item once its order is delivered');
    }
    await repo.lockProduct(tx, item.productId);
    const row = await repo.insertReview(tx, {
      id: newId(),
      productId: item.productId,
      orderItemId: item.orderItemId,
      userId: user.id,
      vendorId: item.vendorId,
      rating: input.rating,
      comment: input.comment ?? '',
      images,
    });
    if (!row) throw new AppError('CONFLICT', 'You have already reviewed this item');
    await repo.recountProductRating(tx, item.productId);
    const vendor = await repo.findVendorById(tx, item.vendorId);
    if (vendor) {
      await notify(
        tx,
        deps,
        reviewReceived({
          vendorUserId: vendor.userId,
          authorFullName: user.fullName,
          productName: item.productName,
          rating: input.rating,
          orderNumber: item.orderNumber,
        }),
      );
    }
    return row.id;
  });
  // The product's rating changed.
  deps.catalogCache.clear();
  return toMyReviewDto(await loadWithContext(deps, id), deps.imageBaseUrl);
}

/** GET /vendor/reviews. */
export async function listVendorReviews(
  deps: AppDeps,
  vendor: VendorRow,
  query: z.output<typeof ZVendorReviewListQuery>,
): Promise<TVendorReviewListResponse> {
  return toPage(query, await repo.listVendorReviews(deps.db, vendor.id, query), (d) =>
    toVendorReviewDto(d, deps.imageBaseUrl),
  );
}

/** PUT /vendor/reviews/:id/reply: once, on the vendor's own product's review; the buyer is told. */
export async function replyToReview(
  deps: AppDeps,
  vendor: VendorRow,
  id: string,
  reply: string,
): Promise<TVendorReview> {
  const updated = await inTransaction(deps.db, async (tx) => {
    const row = await repo.setReplyOnce(tx, id, vendor.id, reply);
    if (!row) return null;
    const ctx = await repo.findReviewWithContext(tx, id);
    await notify(
      tx,
      deps,
      reviewReplied({
        buyerId: row.userId,
        storeName: vendor.storeName,
        productName: ctx?.productName ?? 'your item',
      }),
    );
    return row;
  });
  if (!updated) {
    const existing = await repo.findReviewById(deps.db, id);
    if (!existing || existing.vendorId !== vendor.id) throw new AppError('NOT_FOUND', 'Review not found');
    throw new AppError('CONFLICT', 'You have already replied to this review');
  }
  return toVendorReviewDto(await loadWithContext(deps, id), deps.imageBaseUrl);
}

/** GET /admin/reviews. */
export async function listAdminReviews(
  deps: AppDeps,
  query: z.output<typeof ZAdminReviewListQuery>,
): Promise<TAdminReviewListResponse> {
  return toPage(query, await repo.listAdminReviews(deps.db, query), (d) =>
    toAdminReviewDto(d, deps.imageBaseUrl),
  );
}

/** PUT /admin/reviews/:id/visibility: hides or shows a review and recounts the product's rating. */
export async function setReviewVisibility(
  deps: AppDeps,
  id: string,
  isHidden: boolean,
): Promise<TAdminReview> {
  const changed = await deps.db.transaction(async (tx) => {
    const current = await repo.findReviewById(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'Review not found');
    await repo.lockProduct(tx, current.productId);
    const row = await repo.setHidden(tx, id, isHidden);
    if (!row) return false;
    await repo.recountProductRating(tx, row.productId);
    return true;
  });
  if (!changed) throw new AppError('CONFLICT', `This review is already ${isHidden ? 'hidden' : 'visible'}`);
  deps.catalogCache.clear();
  return toAdminReviewDto(await loadWithContext(deps, id), deps.imageBaseUrl);
}
