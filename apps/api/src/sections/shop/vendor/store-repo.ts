import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { reviews } from '../../../db/schema/orders.ts';
import { products, type VendorRow, vendors } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import { isVisibleProduct } from '../product/repo.ts';

/** An active store by its slug (a suspended one has no public page). */
export async function findActiveStoreBySlug(db: Executor, slug: string): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.slug, slug), eq(vendors.status, 'active')))
    .limit(1);
  return row;
}

export async function countVisibleProducts(db: Executor, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.vendorId, vendorId), isVisibleProduct));
  return Number(row?.total ?? 0);
}

/** Average, count and stars breakdown over the store's visible reviews of products the shop shows. */
export async function storeRating(db: Executor, vendorId: string) {
  const star = (n: number) => sql<number>`count(*) filter (where ${reviews.rating} = ${n})::int`;
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${reviews.rating})::numeric, 2)`,
      count: sql<number>`count(*)::int`,
      r1: star(1),
      r2: star(2),
      r3: star(3),
      r4: star(4),
      r5: star(5),
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(reviews.vendorId, vendorId), eq(reviews.isHidden, false), isVisibleProduct));
  return row;
}

/** The active store a person owns, if any (their public profile links it). */
export async function findActiveStoreOfUser(db: Executor, userId: string): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.userId, userId), eq(vendors.status, 'active')))
    .limit(1);
  return row;
}

/** The newest visible reviews of the store's visible products (`offset` of them skipped). */
export function recentStoreReviews(db: Executor, vendorId: string, limit: number, offset = 0) {
  return db
    .select({
      review: reviews,
      authorName: users.fullName,
      productName: products.name,
      productSlug: products.slug,
      productImages: products.images,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(reviews.vendorId, vendorId), eq(reviews.isHidden, false), isVisibleProduct))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** Every active store's address (the sitemap). */
export function listActiveStoreSlugs(db: Executor, limit: number) {
  return db
    .select({ slug: vendors.slug })
    .from(vendors)
    .where(eq(vendors.status, 'active'))
    .orderBy(desc(vendors.createdAt))
    .limit(limit);
}
