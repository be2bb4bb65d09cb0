import type { TPageQuery } from '@bazaar/shared/pagination';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { wishlists } from '../../../db/schema/carts.ts';
import { categories, products, productVariants, vendors } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';
import { fetchPage } from '../../../lib/list-query.ts';
import { type ProductSummaryRow, summaryColumns } from '../product/list-page.ts';

/** A saved product: the card's columns, and what the wishlist shows of its state. */
export type WishlistProductRow = ProductSummaryRow & {
  status: 'draft' | 'active' | 'archived';
  isHidden: boolean;
  hasVariants: boolean;
  vendorStatus: 'active' | 'suspended';
  addedAt: Date;
};

/** The user's saved products, newest first, with what a card needs. */
export async function listWishlist(
  db: Executor,
  userId: string,
  page: TPageQuery,
): Promise<{ docs: WishlistProductRow[]; total: number }> {
  const { docs, total } = await fetchPage(
    db
      .select({
        ...summaryColumns,
        status: products.status,
        isHidden: products.isHidden,
        hasVariants: sql<boolean>`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`,
        vendorStatus: vendors.status,
        addedAt: wishlists.createdAt,
      })
      .from(wishlists)
      .innerJoin(products, eq(products.id, wishlists.productId))
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(wishlists.userId, userId))
      .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
      .$dynamic(),
    db.select({ total: count() }).from(wishlists).where(eq(wishlists.userId, userId)),
    page,
  );
  return { docs: docs as WishlistProductRow[], total };
}

export async function listWishlistProductIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlists.productId })
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt));
  return rows.map((r) => r.productId);
}

/** A product the shop shows right now (active, not hidden, active vendor). */
export async function isProductVisible(db: Executor, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'active'),
        eq(products.isHidden, false),
        eq(vendors.status, 'active'),
      ),
    );
  return Boolean(row);
}

/** Saves the product; saving it twice changes nothing. */
export async function insertWishlistItem(db: Executor, userId: string, productId: string): Promise<void> {
  await db
    .insert(wishlists)
    .values({ id: newId(), userId, productId })
    .onConflictDoNothing({ target: [wishlists.userId, wishlists.productId] });
}

export async function deleteWishlistItem(db: Executor, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)))
    .returning({ id: wishlists.id });
  return rows.length > 0;
}
