import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { categories, products, productVariants, vendors } from '../db/schema/shop.ts';
import { SHOP_VENDORS } from './data/shop-catalog.ts';
import type { SeedStore } from './order-builder.ts';

export type CatalogProduct = {
  id: string;
  vendorId: string;
  name: string;
  slug: string;
  image: string | null;
  price: number;
  stock: number;
  createdAt: Date;
  /** Slug of the top-level category (what past buyers' comments are about). */
  root: string;
  variants: { id: string; options: Record<string, string>; price: number }[];
};

/**
 * The seeded stores (in SHOP_VENDORS order; undefined where one is missing) and every visible
 * product of theirs by slug, with its top-level category and variants: what the demo orders buy.
 */
export async function loadStoreCatalog(
  db: Executor,
): Promise<{ stores: (SeedStore | undefined)[]; catalog: CatalogProduct[] }> {
  const rows = await db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      userId: vendors.userId,
      commissionPercent: vendors.commissionPercent,
    })
    .from(vendors)
    .where(
      inArray(
        vendors.slug,
        SHOP_VENDORS.map((v) => v.slug),
      ),
    );
  const stores = SHOP_VENDORS.map((v) => rows.find((r) => r.slug === v.slug));
  if (rows.length === 0) return { stores, catalog: [] };
  const parent = alias(categories, 'parent');
  const list = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      name: products.name,
      slug: products.slug,
      images: products.images,
      price: products.price,
      stock: products.stock,
      createdAt: products.createdAt,
      root: sql<string>`coalesce(${parent.slug}, ${categories.slug})`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(
      and(
        inArray(
          products.vendorId,
          rows.map((r) => r.id),
        ),
        eq(products.status, 'active'),
        eq(products.isHidden, false),
      ),
    )
    .orderBy(asc(products.slug));
  const variants =
    list.length === 0
      ? []
      : await db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            options: productVariants.options,
            price: productVariants.price,
          })
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              list.map((r) => r.id),
            ),
          )
          .orderBy(asc(productVariants.sku));
  return {
    stores,
    catalog: list.map(({ images, ...p }) => ({
      ...p,
      image: images[0] ?? null,
      variants: variants.filter((v) => v.productId === p.id),
    })),
  };
}
