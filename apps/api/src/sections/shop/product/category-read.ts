import type { TProductSort } from '@bazaar/shared/product';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builtPerShape, type Executor } from '../../../db/client.ts';
import { products } from '../../../db/schema/shop.ts';
import { MERGED_BRANCH_LIMIT, mergedPageSource, mergedPageValues } from '../../../lib/list-query.ts';
import { buildOrder, buildWhere, type ListOptions, pageRows } from './list-page.ts';

// A department's categories read range by range and merged as read (decision 072).

/**
 * The sorts a category's own index gives whole (products_listing_idx, products_category_newest_idx,
 * products_category_featured_idx): the columns a merged read orders by, the order as the index gives
 * it (nulls included: `id desc nulls last` is how products_listing_idx stores it, and `id` is never
 * null, so the order is the listing's), and that order over the merged rows (`m.<column>`).
 */
const CATEGORY_ORDERS: Partial<
  Record<TProductSort, { columns: Record<string, AnyPgColumn>; branch: SQL[]; merged: SQL[] }>
> = {
  price_asc: {
    columns: { id: products.id, price: products.price },
    branch: [sql`${products.price} asc`, sql`${products.id} desc nulls last`],
    merged: [sql`m.price asc`, sql`m.id desc nulls last`],
  },
  price_desc: {
    columns: { id: products.id, price: products.price },
    branch: [sql`${products.price} desc`, sql`${products.id} asc nulls first`],
    merged: [sql`m.price desc`, sql`m.id asc nulls first`],
  },
  newest: {
    columns: { id: products.id, created_at: products.createdAt },
    branch: [desc(products.createdAt), desc(products.id)],
    merged: [sql`m.created_at desc`, sql`m.id desc`],
  },
  relevance: {
    columns: { id: products.id, is_featured: products.isFeatured, sold_count: products.soldCount },
    branch: [desc(products.isFeatured), desc(products.soldCount), desc(products.id)],
    merged: [sql`m.is_featured desc`, sql`m.sold_count desc`, sql`m.id desc`],
  },
};

/** Past this many categories a filter is read as one range (a statement per count of categories). */
const MAX_MERGED_CATEGORIES = 64;

/**
 * A filter to several categories (a department and those below it) without words, in a sort their
 * index gives: one ordered read per category, merged (mergedRanges), each no deeper than the page's
 * count needs. Built once per shape (every page one statement, its values placeholders) and planned
 * once per connection: its best plan is the merge whatever the values, and planning fourteen ranges
 * took longer than reading them (30–50 ms against 2). Undefined for one category, a sort no category
 * index gives, or a shape past builtPerShape's.
 */
export function mergedCategoriesRead(db: Executor, opts: ListOptions, offset: number) {
  const { filters, sort } = opts;
  const ids = filters.categoryIds;
  if (!CATEGORY_ORDERS[sort] || !ids || ids.length < 2 || ids.length > MAX_MERGED_CATEGORIES)
    return undefined;
  const shape: MergedShape = {
    sort,
    categories: ids.length,
    limit: opts.limit,
    vendor: filters.vendorSlug !== undefined,
    minPrice: filters.minPrice !== undefined,
    maxPrice: filters.maxPrice !== undefined,
    rating: filters.rating !== undefined,
    inStock: !!filters.inStock,
  };
  const values: Record<string, unknown> = {
    ...mergedPageValues(offset),
    vendorSlug: filters.vendorSlug,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    rating: filters.rating,
  };
  ids.forEach((id, i) => {
    values[`category${i}`] = id;
  });
  return mergedCategoriesQuery(db, shape)?.execute(values);
}

type MergedShape = {
  sort: TProductSort;
  categories: number;
  limit: number;
  vendor: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  rating: boolean;
  inStock: boolean;
};

const mergedCategoriesQuery = builtPerShape('product_categories', (db, shape: MergedShape, name) => {
  const order = CATEGORY_ORDERS[shape.sort];
  if (!order) throw new Error(`No category index gives the sort ${shape.sort}`);
  const value = (key: string, isSet: boolean) => (isSet ? sql.placeholder(key) : undefined);
  const rest = buildWhere(
    {
      vendorSlug: value('vendorSlug', shape.vendor),
      minPrice: value('minPrice', shape.minPrice),
      maxPrice: value('maxPrice', shape.maxPrice),
      rating: value('rating', shape.rating),
      inStock: shape.inStock,
    },
    { kind: 'none' },
  );
  const branches = Array.from({ length: shape.categories }, (_, i) =>
    db
      .select(order.columns)
      .from(products)
      .where(and(eq(products.categoryId, sql.placeholder(`category${i}`)), rest))
      .orderBy(...order.branch)
      .limit(MERGED_BRANCH_LIMIT)
      .getSQL(),
  );
  const page = mergedPageSource(db, branches, order.merged, shape.limit);
  return pageRows(db, page, buildOrder(shape.sort, { kind: 'none' })).prepare(name);
});
