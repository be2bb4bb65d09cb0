import type {
  TBackOfficeProductSort,
  TBackOfficeProductSortField,
  TStockFilter,
  ZVendorProductListQuery,
} from '@bazaar/shared/product';
import { LOW_STOCK_THRESHOLD } from '@bazaar/shared/product';
import { and, asc, count, eq, ilike, inArray, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import {
  type CategoryRow,
  categories,
  type NewProductRow,
  type ProductRow,
  type ProductVariantRow,
  products,
  productVariants,
} from '../../../db/schema/shop.ts';
import { containsPattern, fetchPage, inDirection, orderBySort } from '../../../lib/list-query.ts';
import { escapeLike } from '../../../lib/sql.ts';

// Spelled out with table names: Drizzle leaves columns unqualified in single-table selects, which
// would bind them to the subquery's own table.
const variantCount = sql<number>`(
  select count(*)::int from "product_variants" pv where pv.product_id = "products"."id"
)`;

/** The columns a back-office product row needs (product + category + variant count). */
export const backOfficeColumns = {
  product: products,
  categoryName: categories.name,
  categorySlug: categories.slug,
  variantCount,
};

export type BackOfficeRow = {
  product: ProductRow;
  categoryName: string;
  categorySlug: string;
  variantCount: number;
};

const SORT_COLUMNS: Record<TBackOfficeProductSortField, SQL | AnyPgColumn> = {
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  name: sql`lower(${products.name})`,
  price: products.price,
  stock: products.stock,
  soldCount: products.soldCount,
};

/** ORDER BY for `field` / `-field` (always ending on the id, so pages are stable). */
export function backOfficeOrder(sort: TBackOfficeProductSort): SQL[] {
  return orderBySort(sort, SORT_COLUMNS, { ties: ({ direction }) => [inDirection(direction)(products.id)] });
}

export function stockCondition(stock: TStockFilter): SQL {
  switch (stock) {
    case 'in':
      return sql`${products.stock} > 0`;
    case 'low':
      return sql`${products.stock} > 0 and ${products.stock} <= ${LOW_STOCK_THRESHOLD}`;
    case 'out':
      return sql`${products.stock} = 0`;
  }
}

/** Name, slug or SKU (of the product or one of its variants) contains the text. */
export function productTextCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    ilike(products.name, pattern),
    ilike(products.slug, pattern),
    ilike(products.sku, pattern),
    ilike(products.brand, pattern),
    sql`exists (select 1 from "product_variants" pv where pv.product_id = "products"."id" and pv.sku ilike ${pattern})`,
  ) as SQL;
}

export async function listVendorProducts(
  db: Executor,
  vendorId: string,
  query: z.output<typeof ZVendorProductListQuery>,
): Promise<{ docs: BackOfficeRow[]; total: number }> {
  const where = and(
    eq(products.vendorId, vendorId),
    query.status ? eq(products.status, query.status) : undefined,
    query.stock ? stockCondition(query.stock) : undefined,
    query.search ? productTextCondition(query.search) : undefined,
  );
  return fetchPage(
    db
      .select(backOfficeColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...backOfficeOrder(query.sort))
      .$dynamic(),
    db.select({ total: count() }).from(products).where(where),
    query,
  );
}

export async function countProductsByStatus(
  db: Executor,
  vendorId: string,
): Promise<Record<ProductRow['status'], number>> {
  const rows = await db
    .select({ status: products.status, n: count() })
    .from(products)
    .where(eq(products.vendorId, vendorId))
    .groupBy(products.status);
  const counts = { draft: 0, active: 0, archived: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** The product when it belongs to this store; undefined otherwise (the caller answers 404). */
export async function findProductOfVendor(
  db: Executor,
  id: string,
  vendorId: string,
): Promise<BackOfficeRow | undefined> {
  const [row] = await db
    .select(backOfficeColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
  return row;
}

/** Locks the product row of this store for the rest of the transaction. */
export async function lockProductOfVendor(
  db: Executor,
  id: string,
  vendorId: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.vendorId, vendorId)))
    .for('update');
  return row;
}

export async function listVariantsOf(db: Executor, productId: string): Promise<ProductVariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id));
}

export async function findCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function listProductSlugsLike(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${escapeLike(base)}-%`)));
  return rows.map((r) => r.slug);
}

export async function insertProduct(db: Executor, values: NewProductRow): Promise<void> {
  await db.insert(products).values(values);
}

export async function updateProduct(
  db: Executor,
  id: string,
  values: Partial<Omit<NewProductRow, 'id' | 'vendorId'>>,
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export type VariantValues = Omit<ProductVariantRow, 'id' | 'productId'>;

/**
 * Makes the product's variants exactly `wanted`: rows with an id keep it (cart lines point at
 * them), rows without one are inserted, and every other variant of the product is deleted.
 */
export async function syncVariants(
  db: Executor,
  productId: string,
  wanted: (VariantValues & { id: string; isNew: boolean })[],
): Promise<void> {
  const keepIds = wanted.filter((v) => !v.isNew).map((v) => v.id);
  await db
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keepIds.length ? notInArray(productVariants.id, keepIds) : undefined,
      ),
    );
  for (const v of wanted.filter((w) => !w.isNew)) {
    await db
      .update(productVariants)
      .set({ options: v.options, price: v.price, mrp: v.mrp, stock: v.stock, sku: v.sku })
      .where(and(eq(productVariants.id, v.id), eq(productVariants.productId, productId)));
  }
  const fresh = wanted.filter((w) => w.isNew);
  if (fresh.length) {
    await db.insert(productVariants).values(
      fresh.map((v) => ({
        id: v.id,
        productId,
        options: v.options,
        price: v.price,
        mrp: v.mrp,
        stock: v.stock,
        sku: v.sku,
      })),
    );
  }
}

export async function variantIdsOf(db: Executor, productId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Changes the status only from another one; undefined when nothing matched. */
export async function changeProductStatus(
  db: Executor,
  id: string,
  vendorId: string,
  status: ProductRow['status'],
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.vendorId, vendorId), sql`${products.status} <> ${status}`))
    .returning();
  return row;
}
