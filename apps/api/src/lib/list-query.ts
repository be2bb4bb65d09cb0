import { parseSort, type TParsedSort, type TSort, type TSortDirection } from '@bazaar/shared/list-query';
import { buildPagination, type TPageQuery, type TPagination } from '@bazaar/shared/pagination';
import { asc, type Column, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { PLANNED_ONCE } from '../db/client.ts';
import { escapeLike } from './sql.ts';

/**
 * How the back-office lists (packages/shared/src/list-query.ts) become SQL: `search` → ILIKE on a few
 * columns, `sort` (`field` / `-field`) → ORDER BY from a map of sortable columns, `page`/`limit` →
 * LIMIT/OFFSET, with the total counted alongside, and `{ docs, pagination }` for the answer.
 */

type Sortable = Column | SQL;

/**
 * How many rows a big public listing (the shop's, the tasks') counts past the first row of the page
 * before it stops: enough for the pager to offer 50 pages ahead, without counting a whole
 * 100,000-row table on every read (`pagination.totalIsCapped`).
 */
export const COUNT_AHEAD = 1_000;

/** How many of a listing's ordered rows countedPageSource reads for the page at `offset`. */
export function countedRows(offset: number): number {
  return offset + COUNT_AHEAD + 1;
}

/**
 * A public listing's page and how many rows match, counted at most COUNT_AHEAD rows past the page,
 * read in one statement and one pass over the index that orders the listing:
 *
 *   with s as (<ordered ids> limit offset + COUNT_AHEAD + 1)
 *   select p.id, c.matches from (select count(*) from s) c left join lateral (<page of s>) p on true
 *
 * `ordered` selects `{ id }` filtered and in the listing's order (a `.$dynamic()` query, no limit).
 * `planOnce`: the statement is planned once per connection and that plan kept (PLANNED_ONCE,
 * decision 025). Only for a query whose best plan does not depend on its values (a full-text match,
 * the listing's own order), and whose conditions name partial indexes' predicates with literals.
 * Join the listing's table on `page.id` with LEFT JOINs: a page past the last one is a single row
 * whose `page.id` is null, so that its count still arrives (readCountedPage drops that row). A
 * materialised CTE is read in the order it was written, so the page is the ordered rows
 * `offset .. offset + limit`; the caller orders the joined rows again.
 */
export function countedPageSource(
  ordered: PgSelect,
  page: { offset: number; limit: number; planOnce?: boolean; leastMatches?: number | null },
): { source: SQL; id: SQL<string | null>; matches: SQL<number> } {
  if (isCountCapped(page.leastMatches, page.offset)) {
    if (!Number.isSafeInteger(page.limit) || page.limit < 0) throw new Error(`Bad page size ${page.limit}`);
    return knownCapPageSource(sql`${ordered.offset(page.offset)} limit ${sql.raw(String(page.limit))}`, page);
  }
  const capped = ordered.limit(countedRows(page.offset));
  return {
    source: sql`(${sql.raw(page.planOnce ? `${PLANNED_ONCE} ` : '')}with s as materialized (${capped}) select p.id, c.matches from (select count(*)::int as matches from s) c left join lateral (select s.id from s offset ${page.offset} limit ${page.limit}) p on true) as page`,
    id: sql<string | null>`page.id`,
    matches: sql<number>`page.matches`.mapWith(Number),
  };
}

/**
 * Whether a search is known to match more rows than the page's count would reach: its least matches
 * (SearchPlan.leastMatches, from the vocabulary's counts) are `countedRows(offset)` or more. Then the
 * count is not read at all: it would stop at the cap anyway, after reading a thousand rows for a
 * "1,000+" the vocabulary already gives (decision 042).
 */
export function isCountCapped(leastMatches: number | null | undefined, offset: number): boolean {
  return !!leastMatches && leastMatches >= countedRows(offset);
}

/** A page source whose count is the cap, known beforehand (isCountCapped): only the page is read. */
function knownCapPageSource(
  onePage: SQL,
  page: { offset: number; planOnce?: boolean },
): { source: SQL; id: SQL<string | null>; matches: SQL<number> } {
  const matches = countedRows(page.offset);
  return {
    source: sql`(${sql.raw(page.planOnce ? `${PLANNED_ONCE} ` : '')}select p.id, ${sql.raw(String(matches))}::int as matches from (select 1) c left join lateral (${onePage}) p on true) as page`,
    id: sql<string | null>`page.id`,
    matches: sql<number>`page.matches`.mapWith(Number),
  };
}

/**
 * Whether a one-word search's page is better read by walking the listing's order and testing each
 * row's words (walkedPageSource) than by fetching every match to sort them (countedPageSource): when
 * the walk visits fewer rows. It visits about `(offset + limit) × listed / matches` rows to find the
 * page; sorting visits every match. `leastMatches`: the search matches at least that many of the
 * `listed` rows (SearchPlan.leastMatches). A broad word ("install", one task in fifteen) is found on
 * page 10 after ~3,000 rows walked instead of 6,700 fetched and sorted; a rare one is never walked.
 */
export function walksListing(
  leastMatches: number | null,
  listed: number,
  page: { offset: number; limit: number },
): boolean {
  if (!leastMatches || listed <= 0) return false;
  return (page.offset + page.limit) * listed < leastMatches * leastMatches;
}

/**
 * countedPageSource's page and capped count read apart, for a search walksListing picks: the page by
 * walking `walked` (`{ id }` in the listing's order, its match written so that no index can serve it,
 * so the listing's ordered index is walked) to the page and no further, the count from `counted`
 * (the same rows, any column, matched through the full-text index) up to `countedRows`.
 */
export function walkedPageSource(
  counted: PgSelect,
  walked: PgSelect,
  page: { offset: number; limit: number; planOnce?: boolean; leastMatches?: number | null },
): { source: SQL; id: SQL<string | null>; matches: SQL<number> } {
  if (!Number.isSafeInteger(page.limit) || page.limit < 0) throw new Error(`Bad page size ${page.limit}`);
  if (isCountCapped(page.leastMatches, page.offset)) {
    return knownCapPageSource(sql`${walked.offset(page.offset)} limit ${sql.raw(String(page.limit))}`, page);
  }
  // The page size is written out: a plan made once would otherwise guess a tenth of the listing for
  // the page and join the table to it by a full scan (decision 025).
  return {
    source: sql`(${sql.raw(page.planOnce ? `${PLANNED_ONCE} ` : '')}select p.id, c.matches from (select count(*)::int as matches from (${counted.limit(countedRows(page.offset))}) m) c left join lateral (${walked.offset(page.offset)} limit ${sql.raw(String(page.limit))}) p on true) as page`,
    id: sql<string | null>`page.id`,
    matches: sql<number>`page.matches`.mapWith(Number),
  };
}

/**
 * Whether a public listing filters by nothing but its words (if any): then one plan serves every value
 * of its query, and its page is read with `planOnce` (decision 025). Any other filter, or categories a
 * search names (`namedCategoryIds`), is planned with its values: a Province and a village, or a wide
 * and a narrow range, want different plans (made once, a place's list read 10× the rows, a search
 * naming a category 20×, a category's newest products 250×).
 */
export function hasOnlyWords(
  filters: Readonly<Record<string, unknown>>,
  namedCategoryIds: readonly string[] = [],
): boolean {
  return Object.values(filters).every((value) => value === undefined) && namedCategoryIds.length === 0;
}

/**
 * The rows and the capped count of a page read through countedPageSource: `rows` carry `pageId`
 * (`page.id`) and `matches`; the row of an empty page (null `pageId`) is dropped. `R` is the row as
 * the caller's joins give it for a real page (the LEFT JOINs type every joined column nullable).
 */
export async function readCountedPage<R>(
  rows: PromiseLike<Array<{ pageId: string | null; matches: number }>>,
  offset: number,
): Promise<{ rows: R[]; total: number; isTotalCapped: boolean }> {
  // Counting stops one row past the cap: a pager needs "1,000+", not the size of a 100,000-row table.
  const cap = offset + COUNT_AHEAD;
  const read = await rows;
  const counted = read[0]?.matches ?? 0;
  return {
    rows: read
      .filter((row) => row.pageId !== null)
      .map(({ pageId: _pageId, matches: _matches, ...row }) => row as R),
    total: Math.min(counted, cap),
    isTotalCapped: counted > cap,
  };
}

/** `%text%`: an ILIKE pattern matching the text anywhere, literally. */
export function containsPattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** Any of the columns contains the search text, ignoring case; undefined (no condition) without one. */
export function matchesSearch(search: string | undefined, columns: readonly Sortable[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** `asc` or `desc`, to order a tie-breaker the way the list is sorted. */
export function inDirection(direction: TSortDirection): typeof asc {
  return direction === 'asc' ? asc : desc;
}

export type SortColumns<F extends string> = { readonly [K in F]: Sortable };

/**
 * ORDER BY for a `field` / `-field` sort: the field's column in the asked direction, then `ties`
 * (fixed, or chosen per sort) so that equal values keep one order and pages never overlap.
 * `nullsLast` keeps empty values at the end whichever way the list is sorted.
 */
export function orderBySort<F extends string>(
  sort: TSort<F>,
  columns: SortColumns<F>,
  opts: { ties: readonly SQL[] | ((sort: TParsedSort<F>) => SQL[]); nullsLast?: boolean },
): SQL[] {
  const parsed = parseSort(sort);
  const column = columns[parsed.field];
  const first = opts.nullsLast
    ? sql`${column} ${sql.raw(parsed.direction)} nulls last`
    : inDirection(parsed.direction)(column);
  const ties = typeof opts.ties === 'function' ? opts.ties(parsed) : opts.ties;
  return [first, ...ties];
}

/**
 * One page of `rows` (a query already filtered and ordered, made dynamic with `.$dynamic()`) and
 * the number of rows matching in all, read together. `counted` selects `{ total: count() }` with
 * the same joins and WHERE as `rows`.
 */
export async function fetchPage<Q extends PgSelect>(
  rows: Q,
  counted: PromiseLike<Array<{ total: number }>>,
  page: TPageQuery,
): Promise<{ docs: Awaited<Q>; total: number }> {
  const onePage: Q = rows.limit(page.limit).offset((page.page - 1) * page.limit);
  const [docs, [totals]] = await Promise.all([onePage, counted]);
  return { docs, total: totals?.total ?? 0 };
}

/** The `{ docs, pagination }` answer of a page read by fetchPage. */
export function toPage<R, D>(
  page: TPageQuery,
  result: { docs: readonly R[]; total: number },
  toDoc: (row: R) => D,
): { docs: D[]; pagination: TPagination } {
  return { docs: result.docs.map(toDoc), pagination: buildPagination(page.page, page.limit, result.total) };
}
