import type { TPageQuery } from '@bazaar/shared/pagination';
import type { TProductSort } from '@bazaar/shared/product';
import { and, asc, count, desc, eq, gte, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builtPerShape, type Executor } from '../../../db/client.ts';
import { categories, products, vendors } from '../../../db/schema/shop.ts';
import { pgArray } from '../../../db/sql-array.ts';
import {
  countedPageSource,
  countedRows,
  hasOnlyWords,
  isCountCapped,
  listedAtLeast,
  mergedRanges,
  rankedSidesPageSource,
  readCountedPage,
  type SearchBreadth,
  walkedPageSource,
  walksListing,
} from '../../../lib/list-query.ts';
import type { TypeAheadListing } from '../../../lib/search/type-ahead.ts';

/** Looser threshold for the close category names proposed after a search found nothing. */
export const TRIGRAM_SUGGEST = 0.2;

/**
 * The threshold for close product names: at 0.2 a short word resembled half of 100,000 names
 * ("bbia" matched every name with a "b" and an "ia", 1 s to rank them, and the names shown were
 * unrelated); at 0.5 a name needs most of the word's letter triples.
 */
export const TRIGRAM_SUGGEST_PRODUCTS = 0.5;

/**
 * What the shop may show: active, not hidden by an admin, sold by an active vendor. Literals, not
 * parameters: the catalogue's plan is made once and must match its partial indexes (decision 025).
 */
export const isVisibleProduct = sql`(${products.status} = 'active' and ${products.isHidden} = false and ${vendors.status} = 'active')`;

/**
 * How a text query matches: none, or full-text (lib/search's plan: each word as a prefix or one of
 * its typo corrections; `exactTsquery`, the words as typed, ranks first when corrections were added).
 */
export type TextMatch = { kind: 'none' } | { kind: 'fts'; tsquery: Text; exactTsquery?: Text };

/** A tsquery's text, or its placeholder in a statement built once (listProducts). */
type Text = string | Placeholder;

/** The words and the words as typed together: the first side of a ranked search (rankedSides). */
function bothTsquery(tsquery: Text, exactTsquery: Text): Text {
  return typeof tsquery === 'string' && typeof exactTsquery === 'string'
    ? `(${tsquery}) & (${exactTsquery})`
    : sql.placeholder('bothTsquery');
}

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
type FilterValues = {
  [K in keyof ProductFilters]: K extends 'categoryIds' | 'inStock'
    ? ProductFilters[K]
    : ProductFilters[K] | Placeholder;
};

/**
 * The WHERE of a listing. `walked`: the text's match is wrapped so that the full-text index cannot
 * serve it, and the listing's ordered index is walked instead (a broad word, walksListing).
 */
function buildWhere(filters: FilterValues, match: TextMatch, walked = false): SQL {
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

function buildOrder(sort: TProductSort, match: TextMatch): SQL[] {
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

type ListOptions = TPageQuery & {
  filters: ProductFilters;
  match: TextMatch;
  sort: TProductSort;
  /** How broad the search is over the listed products (walksListing, isCountCapped). */
  breadth?: SearchBreadth;
  /** How many products are listed (a cached count), given for a listing without filters nor words. */
  listed?: number;
};

/** The sorts whose order an index gives whole, so a broad search can walk it (not `rating`: ties). */
const WALKABLE_SORTS: ReadonlySet<TProductSort> = new Set([
  'relevance',
  'best_selling',
  'newest',
  'price_asc',
  'price_desc',
]);

/**
 * The sides of a broad search ranked by its words as typed (rankedSidesPageSource, decision 052): the
 * products with the words as typed, then the others, in best-selling order. The first is walked or
 * read through the full-text index as its own breadth asks; the second is read only when the first
 * lacks rows, so when the words as typed are rare, and the search's breadth is then the others':
 * it is walked. Only for a ranked search filtered by nothing but its words, when enough products
 * match that sorting them all costs more (readOf).
 */
function rankedSides(
  filters: ProductFilters,
  match: Extract<TextMatch, { kind: 'fts' }> & { exactTsquery: Text },
  walkAsTyped: boolean,
): { where: SQL; order: SQL[] }[] {
  const asTyped = sql`${products.search} @@ to_tsquery('simple', ${match.exactTsquery})`;
  const byBestSelling = buildOrder('best_selling', match);
  return [
    {
      where: buildWhere(
        filters,
        { kind: 'fts', tsquery: bothTsquery(match.tsquery, match.exactTsquery) },
        walkAsTyped,
      ),
      // Led by the match itself (true for each of its rows) when not walked, an order no index gives:
      // its few rows are read through the full-text index and sorted, never looked for by walking the
      // listing (a plan made once guesses a few hundred matches for any words).
      order: walkAsTyped ? byBestSelling : [desc(asTyped), ...byBestSelling],
    },
    {
      where: sql`${buildWhere(filters, { kind: 'fts', tsquery: match.tsquery }, true)} and not coalesce(${asTyped}, false)`,
      order: byBestSelling,
    },
  ];
}

/** A page of products and the count of matches, which stops past COUNT_AHEAD rows after the page. */
export type ProductPage = { docs: ProductSummaryRow[]; total: number; isTotalCapped: boolean };

/** One page of visible products matching the filters, and how many match (counted to a cap). */
export async function listProducts(db: Executor, opts: ListOptions): Promise<ProductPage> {
  const offset = (opts.page - 1) * opts.limit;
  const read = readOf(opts, offset);
  const { match } = opts;
  // A search by its words alone is one of a few shapes, each built once with its words as
  // placeholders: building it on every search was a quarter of a search's time in the API.
  const built =
    match.kind === 'fts' && read.onlyWords
      ? searchQuery(db, { sort: opts.sort, offset, limit: opts.limit, exact: !!match.exactTsquery, read })
      : undefined;
  const merged = match.kind === 'none' ? mergedCategoriesRead(db, opts, offset) : undefined;
  const rows =
    built && match.kind === 'fts'
      ? built.execute({
          tsquery: match.tsquery,
          exactTsquery: match.exactTsquery,
          bothTsquery: match.exactTsquery ? bothTsquery(match.tsquery, match.exactTsquery) : undefined,
        })
      : (merged ?? pageSelect(db, opts, read, offset));
  const { rows: docs, total, isTotalCapped } = await readCountedPage<ProductSummaryRow>(rows, offset);
  return { docs, total, isTotalCapped };
}

/** How a page is read: filtered by words alone, walked, side by side, its count known to be capped. */
type PageRead = { onlyWords: boolean; walk: boolean; sides: boolean; walkAsTyped: boolean; capped: boolean };

function readOf(opts: ListOptions, offset: number): PageRead {
  const page = { offset, limit: opts.limit };
  const onlyWords = hasOnlyWords(opts.filters);
  const isWords = opts.match.kind === 'fts';
  // The vocabulary's count bounds the matches from below only when nothing else filters them; without
  // words, the listed products' count does.
  const leastMatches = isWords ? opts.breadth?.leastMatches : listedAtLeast(opts.listed);
  const capped = onlyWords && isCountCapped(leastMatches, offset);
  // A broad word's page is found by walking the listing's order (as the task list does, decision
  // 025): sorting every match of "home" (20,000 products) to show four was most of the search's time.
  const walk =
    isWords &&
    onlyWords &&
    !(opts.match.kind === 'fts' && opts.match.exactTsquery) &&
    WALKABLE_SORTS.has(opts.sort) &&
    opts.breadth !== undefined &&
    walksListing(opts.breadth.estimatedMatches, opts.breadth.listed, page, !capped);
  const { match, breadth } = opts;
  const sides =
    !walk &&
    onlyWords &&
    match.kind === 'fts' &&
    !!match.exactTsquery &&
    opts.sort === 'relevance' &&
    breadth !== undefined &&
    walksListing(breadth.estimatedMatches, breadth.listed, page, !capped);
  return {
    onlyWords,
    walk,
    sides,
    walkAsTyped: sides && !!breadth && walksListing(breadth.exactMatches, breadth.listed, page),
    capped,
  };
}

/** A search by its words alone, built once per shape (decision 056): its sort, page, ranking and read. */
const searchQuery = builtPerShape(
  'product_search',
  (
    db,
    shape: { sort: TProductSort; offset: number; limit: number; exact: boolean; read: PageRead },
    name,
  ) => {
    const match: TextMatch = {
      kind: 'fts',
      tsquery: sql.placeholder('tsquery'),
      ...(shape.exact ? { exactTsquery: sql.placeholder('exactTsquery') } : {}),
    };
    const opts = { filters: {}, match, sort: shape.sort, page: 1, limit: shape.limit };
    return pageSelect(db, opts, shape.read, shape.offset).prepare(name);
  },
);

/** The page's statement (countedPageSource and its kin, lib/list-query.ts). */
function pageSelect(db: Executor, opts: ListOptions, read: PageRead, offset: number) {
  const where = buildWhere(opts.filters, opts.match);
  const order = buildOrder(opts.sort, opts.match);
  // The page's ids and the capped count in one pass (an index-only scan of products_listing_idx or
  // products_newest_idx for the plain listings), then the 20 rows themselves: deep pages skip index
  // entries, not product rows (lib/list-query.ts).
  const pageOptions = {
    offset,
    limit: opts.limit,
    planOnce: read.onlyWords,
    leastMatches: read.capped ? countedRows(offset) : null,
  };
  const ids = (condition: SQL) => db.select({ id: products.id }).from(products).where(condition).$dynamic();
  const { match } = opts;
  const sides =
    read.sides && match.kind === 'fts' && match.exactTsquery !== undefined
      ? rankedSides(opts.filters, { ...match, exactTsquery: match.exactTsquery }, read.walkAsTyped)
      : null;
  const page = read.walk
    ? walkedPageSource(
        ids(where),
        ids(buildWhere(opts.filters, opts.match, true)).orderBy(...order),
        pageOptions,
      )
    : sides
      ? rankedSidesPageSource(
          sides.map((side) => ids(side.where).orderBy(...side.order)),
          ids(where),
          pageOptions,
        )
      : countedPageSource(ids(where).orderBy(...order), pageOptions);
  return pageRows(db, page, order);
}

/** The page's products in `order`, with the count of matches (countedPageSource and its kin). */
function pageRows(db: Executor, page: ReturnType<typeof countedPageSource>, order: SQL[]) {
  return db
    .select({ ...summaryColumns, pageId: page.id, matches: page.matches })
    .from(page.source)
    .leftJoin(products, eq(products.id, page.id))
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...order);
}

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
function mergedCategoriesRead(db: Executor, opts: ListOptions, offset: number) {
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
    offset,
    counted: countedRows(offset),
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
      .limit(sql.placeholder('counted'))
      .getSQL(),
  );
  const page = countedPageSource(mergedRanges(db, branches, order.merged), {
    offset: { offset: sql.placeholder('offset'), counted: sql.placeholder('counted') },
    limit: shape.limit,
    planOnce: true,
  });
  return pageRows(db, page, buildOrder(shape.sort, { kind: 'none' })).prepare(name);
});

/** Visible product names close to the text, best first. */
export async function suggestProductNames(db: Executor, q: string, limit: number) {
  const score = sql<number>`word_similarity(${q}, ${products.name})`;
  // `q <% name` with the threshold at TRIGRAM_SUGGEST_PRODUCTS: the same match, through products_name_trgm_idx.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_SUGGEST_PRODUCTS)}, true)`,
    );
    return tx
      .select({ name: products.name, slug: products.slug })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(isVisibleProduct, sql`${q} <% ${products.name}`))
      .orderBy(desc(score), desc(products.soldCount))
      .limit(limit);
  });
}

/** Active shop category names close to the text, best first. */
export async function suggestCategoryNames(db: Executor, q: string, limit: number) {
  const score = sql<number>`word_similarity(${q}, ${categories.name})`;
  return db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(
      and(eq(categories.section, 'shop'), eq(categories.isActive, true), sql`${score} >= ${TRIGRAM_SUGGEST}`),
    )
    .orderBy(desc(score), asc(categories.name))
    .limit(limit);
}

/** The shop as the header's type-ahead reads it: listed products by best sellers, as a search orders them. */
export const SHOP_TYPE_AHEAD: TypeAheadListing = {
  table: products,
  id: products.id,
  title: products.name,
  ref: products.slug,
  vector: products.search,
  listed: isListedProduct,
  order: [desc(products.soldCount), desc(products.id)],
};

/** How many products the shop lists (a one-word search's breadth is weighed against it). */
export async function countListedProducts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(isListedProduct);
  return row?.n ?? 0;
}

/** Visible products per category (direct membership only; callers roll counts up the tree). */
export async function countVisibleProductsPerCategory(
  db: Executor,
  categoryIds?: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(categoryIds ? and(isVisibleProduct, inArray(products.categoryId, categoryIds)) : isVisibleProduct)
    .groupBy(products.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

/** Every product the shop shows, by address, the most recently changed first (the sitemap). */
export function listVisibleProductSlugs(db: Executor, limit: number) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(isVisibleProduct)
    .orderBy(desc(products.updatedAt))
    .limit(limit);
}
