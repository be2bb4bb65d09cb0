import type { TPageQuery } from '@bazaar/shared/pagination';
import type { TProductSort } from '@bazaar/shared/product';
import { and, asc, desc, eq, gte, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { categories, products, vendors } from '../../../db/schema/shop.ts';
import { pgArray } from '../../../db/sql-array.ts';
import type { countedPageSource, SearchBreadth } from '../../../lib/list-query.ts';

// The pieces every statement of the shop's listing is made of: its filters as a WHERE, its sorts as
// an ORDER BY, and the page's products joined to the ids a page source read (repo.ts, category-read.ts).

/**
 * How a text query matches: none, or full-text (lib/search's plan: each word as a prefix or one of
 * its typo corrections; `exactTsquery`, the words as typed, ranks first when corrections were added).
 */
export type TextMatch = { kind: 'none' } | { kind: 'fts'; tsquery: Text; exactTsquery?: Text };

/** A tsquery's text, or its placeholder in a statement built once (listProducts). */
export type Text = string | Placeholder;

export type ProductFilters = {
  /** A category and every category below it. */
  categoryIds?: readonly string[] | undefined;
  vendorSlug?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  rating?: number | undefined;
  inStock?: boolean | undefined;
};

/** The columns a product card needs (with its vendor and category joined); the wishlist reuses them. */
export const summaryColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  images: products.images,
  price: products.price,
  mrp: products.mrp,
  stock: products.stock,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  soldCount: products.soldCount,
  vendorId: vendors.id,
  vendorStoreName: vendors.storeName,
  vendorSlug: vendors.slug,
  vendorLogo: vendors.logo,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

export type ProductSummaryRow = {
  id: string;
  name: string;
  slug: string;
  images: string[];
  price: number;
  mrp: number | null;
  stock: number;
  ratingAvg: number;
  ratingCount: number;
  soldCount: number;
  vendorId: string;
  vendorStoreName: string;
  vendorSlug: string;
  vendorLogo: string | null;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
};

/**
 * isVisibleProduct without a join to vendors, for the listing's scan of product ids: the few vendors
 * that are not active are read once per statement and each index entry's `vendor_id` (which the
 * listing indexes carry) is checked against them, instead of looking up every product's vendor. A
 * newest page 150 read 3.8 ms with the join and 2.8 ms without (decision 025). The list is checked
 * for each entry, so this holds while suspended vendors are a handful, as they are.
 */
export const isListedProduct = sql`(${products.status} = 'active' and ${products.isHidden} = false and ${products.vendorId} <> all(array(select ${vendors.id} from ${vendors} where ${vendors.status} <> 'active')))`;

/** ProductFilters whose values may be placeholders, for a statement built once (mergedCategoriesRead). */
export type FilterValues = {
  [K in keyof ProductFilters]: K extends 'categoryIds' | 'inStock'
    ? ProductFilters[K]
    : ProductFilters[K] | Placeholder;
};

/**
 * The WHERE of a listing. `walked`: the text's match is wrapped so that the full-text index cannot
 * serve it, and the listing's ordered index is walked instead (a broad word, walksListing).
 */
export function buildWhere(filters: FilterValues, match: TextMatch, walked = false): SQL {
  const conditions: (SQL | undefined)[] = [isListedProduct];
  // The category and those below it, as ids: the tree is read from the API's memory (product
  // service); a list of values was planned and run in three quarters of the time of the recursive
  // read it replaced.
  if (filters.categoryIds) {
    conditions.push(sql`${products.categoryId} = any(${pgArray(filters.categoryIds)}::uuid[])`);
  }
  if (filters.vendorSlug) {
    conditions.push(
      sql`${products.vendorId} = (select ${vendors.id} from ${vendors} where ${vendors.slug} = ${filters.vendorSlug})`,
    );
  }
  if (filters.minPrice !== undefined) conditions.push(gte(products.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(products.price, filters.maxPrice));
  if (filters.rating !== undefined) conditions.push(gte(products.ratingAvg, filters.rating));
  if (filters.inStock) conditions.push(sql`${products.stock} > 0`);
  if (match.kind === 'fts') {
    const words = sql`${products.search} @@ to_tsquery('simple', ${match.tsquery})`;
    conditions.push(walked ? sql`coalesce(${words}, false)` : words);
  }
  return and(...conditions) as SQL;
}

export function buildOrder(sort: TProductSort, match: TextMatch): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price_asc':
      return [asc(products.price), desc(products.id)];
    case 'price_desc':
      // Ties in `id` order, so that products_price_idx read backwards gives the whole order.
      return [desc(products.price), asc(products.id)];
    case 'rating':
      return [desc(products.ratingAvg), desc(products.ratingCount), desc(products.id)];
    case 'best_selling':
      return [desc(products.soldCount), desc(products.id)];
    case 'relevance':
      if (match.kind === 'fts') {
        // Words as typed (or their prefixes) before typo corrections, as Meilisearch ranks them, then
        // best sellers. No ts_rank: the vector has no weights, so it only counted repeats of a word,
        // and computing it for each match of a broad word was most of the query (decision 014).
        const exactFirst = match.exactTsquery
          ? [desc(sql`${products.search} @@ to_tsquery('simple', ${match.exactTsquery})`)]
          : [];
        return [...exactFirst, desc(products.soldCount), desc(products.id)];
      }
      return [desc(products.isFeatured), desc(products.soldCount), desc(products.id)];
  }
}

export type ListOptions = TPageQuery & {
  filters: ProductFilters;
  match: TextMatch;
  sort: TProductSort;
  /** How broad the search is over the listed products (walksListing, isCountCapped). */
  breadth?: SearchBreadth;
  /** How many products are listed (a cached count), given for a listing without filters nor words. */
  listed?: number;
};

/** The page's products in `order`, with the count of matches (countedPageSource and its kin). */
export function pageRows(db: Executor, page: ReturnType<typeof countedPageSource>, order: SQL[]) {
  return db
    .select({ ...summaryColumns, pageId: page.id, matches: page.matches })
    .from(page.source)
    .leftJoin(products, eq(products.id, page.id))
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...order);
}
