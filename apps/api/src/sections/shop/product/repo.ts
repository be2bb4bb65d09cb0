import type { TProductSort } from '@bazaar/shared/product';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { builtPerShape, type Executor } from '../../../db/client.ts';
import { categories, products, vendors } from '../../../db/schema/shop.ts';
import {
  countedPageSource,
  countedRows,
  hasOnlyWords,
  isCountCapped,
  listedAtLeast,
  rankedSidesPageSource,
  readCountedPage,
  walkedPageSource,
  walksListing,
} from '../../../lib/list-query.ts';
import type { TypeAheadListing } from '../../../lib/search/type-ahead.ts';
import { mergedCategoriesRead } from './category-read.ts';
import {
  buildOrder,
  buildWhere,
  isListedProduct,
  type ListOptions,
  type ProductFilters,
  type ProductSummaryRow,
  pageRows,
  type Text,
  type TextMatch,
} from './list-page.ts';

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

/** The words and the words as typed together: the first side of a ranked search (rankedSides). */
function bothTsquery(tsquery: Text, exactTsquery: Text): Text {
  return typeof tsquery === 'string' && typeof exactTsquery === 'string'
    ? `(${tsquery}) & (${exactTsquery})`
    : sql.placeholder('bothTsquery');
}

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
