import type { TPageQuery } from '@bazaar/shared/pagination';
import type {
  ZAdminReviewListQuery,
  ZProductReviewsQuery,
  ZVendorReviewListQuery,
} from '@bazaar/shared/review';
import type { TReviewSort } from '@bazaar/shared/review-constants';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { orderItems, orders, type ReviewRow, reviews } from '../../../db/schema/orders.ts';
import { products, vendors } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import { pgArray } from '../../../db/sql-array.ts';
import { fetchPage, inDirection, matchesSearch, orderBySort } from '../../../lib/list-query.ts';
import { isVisibleProduct } from '../product/repo.ts';

/** The review plus what every list shows next to it. */
const reviewWithContext = {
  review: reviews,
  authorName: users.fullName,
  authorEmail: users.email,
  productName: products.name,
  productSlug: products.slug,
  productImages: products.images,
  orderNumber: orders.orderNumber,
  storeName: vendors.storeName,
};

export type ReviewWithContext = {
  review: ReviewRow;
  authorName: string;
  authorEmail: string;
  productName: string;
  productSlug: string;
  productImages: string[];
  orderNumber: string;
  storeName: string;
};

function selectWithContext(db: Executor) {
  return db
    .select(reviewWithContext)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId));
}

export async function findReviewWithContext(
  db: Executor,
  id: string,
): Promise<ReviewWithContext | undefined> {
  const [row] = await selectWithContext(db).where(eq(reviews.id, id)).limit(1);
  return row;
}

/** A product the shop shows (active, not hidden, store active). */
export async function isProductVisible(db: Executor, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), isVisibleProduct))
    .limit(1);
  return Boolean(row);
}

export async function findProductRating(db: Executor, productId: string) {
  const [row] = await db
    .select({
      ratingAvg: products.ratingAvg,
      ratingCount: products.ratingCount,
      rating1: products.rating1,
      rating2: products.rating2,
      rating3: products.rating3,
      rating4: products.rating4,
      rating5: products.rating5,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

const PRODUCT_REVIEW_ORDER: Record<TReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** Visible reviews of a product for its page. */
export function listProductReviews(
  db: Executor,
  productId: string,
  query: z.output<typeof ZProductReviewsQuery>,
) {
  const where = and(
    eq(reviews.productId, productId),
    eq(reviews.isHidden, false),
    query.rating !== undefined ? eq(reviews.rating, query.rating) : undefined,
  );
  return fetchPage(
    db
      .select({ review: reviews, authorName: users.fullName })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(...PRODUCT_REVIEW_ORDER[query.sort])
      .$dynamic(),
    db.select({ total: count() }).from(reviews).where(where),
    query,
  );
}

/** The buyer's order item with its order's owner and status (FOR UPDATE locks the order row). */
export async function findOrderItemForReview(db: Executor, orderItemId: string) {
  const [row] = await db
    .select({
      orderItemId: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.name,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      vendorId: orders.vendorId,
      status: orders.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId))
    .limit(1);
  return row;
}

/** Locks the product row so concurrent rating recounts run one after another. */
export async function lockProduct(db: Executor, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows.length > 0;
}

/** Inserts unless the order item already has a review; undefined on the duplicate. */
export async function insertReview(
  db: Executor,
  values: typeof reviews.$inferInsert,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderItemId })
    .returning();
  return row;
}

/** Recomputes a product's rating columns from its visible reviews in one statement. */
export async function recountProductRating(db: Executor, productId: string): Promise<void> {
  await recountProductRatings(db, [productId]);
}

/**
 * Recomputes the rating columns (count, average to two decimals, stars 1–5) of these products from
 * their visible reviews, in one statement; a product left without any gets zeros. The review flow
 * recounts one product at a time, the demo seed all it reviewed at once.
 */
export async function recountProductRatings(db: Executor, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const stars = (n: number) => sql.raw(`count(r.id) filter (where r.rating = ${n})::int`);
  await db.execute(sql`
    update ${products} p set rating_count = c.n, rating_avg = c.avg,
      rating1 = c.r1, rating2 = c.r2, rating3 = c.r3, rating4 = c.r4, rating5 = c.r5
    from (
      select ids.id, count(r.id)::int as n, coalesce(round(avg(r.rating)::numeric, 2), 0) as avg,
        ${stars(1)} as r1, ${stars(2)} as r2, ${stars(3)} as r3, ${stars(4)} as r4, ${stars(5)} as r5
      from unnest(${pgArray([...new Set(productIds)])}::uuid[]) as ids(id)
      left join ${reviews} r on r.product_id = ids.id and r.is_hidden = false
      group by ids.id
    ) c
    where p.id = c.id`);
}

/** Delivered order items of the buyer that have no review yet; newest delivery first. */
export function listPendingReviewItems(db: Executor, userId: string, page: TPageQuery) {
  const where = and(
    eq(orders.userId, userId),
    eq(orders.status, 'Delivered'),
    sql`not exists (select 1 from ${reviews} where ${reviews.orderItemId} = ${orderItems.id})`,
  );
  return fetchPage(
    db
      .select({
        orderItemId: orderItems.id,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        productId: orderItems.productId,
        name: orderItems.name,
        slug: orderItems.slug,
        image: orderItems.image,
        variantOptions: orderItems.variantOptions,
        deliveredAt: orders.deliveredAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .orderBy(sql`${orders.deliveredAt} desc nulls last`, desc(orderItems.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where),
    page,
  );
}

function listWithContext(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: TPageQuery,
): Promise<{ docs: ReviewWithContext[]; total: number }> {
  return fetchPage(
    selectWithContext(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
    page,
  );
}

export function listUserReviews(db: Executor, userId: string, page: TPageQuery) {
  return listWithContext(db, eq(reviews.userId, userId), [desc(reviews.createdAt), desc(reviews.id)], page);
}

export function listVendorReviews(
  db: Executor,
  vendorId: string,
  query: z.output<typeof ZVendorReviewListQuery>,
) {
  const where = and(
    eq(reviews.vendorId, vendorId),
    query.status === 'replied' ? isNotNull(reviews.reply) : undefined,
    query.status === 'unreplied' ? isNull(reviews.reply) : undefined,
    query.rating !== undefined ? eq(reviews.rating, query.rating) : undefined,
  );
  return listWithContext(db, where, [desc(reviews.createdAt), desc(reviews.id)], query);
}

const ADMIN_SORT_COLUMNS = { createdAt: reviews.createdAt, rating: reviews.rating };

export function listAdminReviews(db: Executor, query: z.output<typeof ZAdminReviewListQuery>) {
  const where = and(
    matchesSearch(query.search, [products.name, users.fullName, users.email]),
    query.rating !== undefined ? eq(reviews.rating, query.rating) : undefined,
    query.hidden !== undefined ? eq(reviews.isHidden, query.hidden) : undefined,
  );
  const order = orderBySort(query.sort, ADMIN_SORT_COLUMNS, {
    // Equal ratings: newest first; by date: the id keeps reviews of one instant in the same order.
    ties: ({ field, direction }) =>
      field === 'rating' ? [desc(reviews.createdAt), desc(reviews.id)] : [inDirection(direction)(reviews.id)],
  });
  return listWithContext(db, where, order, query);
}

/** Sets the reply once: only on the vendor's own review that has none yet. */
export async function setReplyOnce(
  db: Executor,
  id: string,
  vendorId: string,
  reply: string,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(reviews.id, id), eq(reviews.vendorId, vendorId), isNull(reviews.reply)))
    .returning();
  return row;
}

export async function findReviewById(db: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

/** Changes visibility when it differs; undefined when missing or already so. */
export async function setHidden(db: Executor, id: string, isHidden: boolean): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ isHidden })
    .where(and(eq(reviews.id, id), eq(reviews.isHidden, !isHidden)))
    .returning();
  return row;
}

export async function findVendorById(db: Executor, id: string) {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id)).limit(1);
  return row;
}
