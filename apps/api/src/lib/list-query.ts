import { parseSort, type TParsedSort, type TSort, type TSortDirection } from '@bazaar/shared/list-query';
import { buildPagination, type TPageQuery, type TPagination } from '@bazaar/shared/pagination';
import { asc, type Column, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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

/**
 * The `matches` column of a public listing's page query: for a search, which orders every match
 * anyway, `count(*) over ()` counts them in the same pass; otherwise 0, and the count is read apart
 * (`readCountedPage`).
 */
export function matchesColumn(countInPass: boolean) {
  return (countInPass ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number).as('matches');
}

/**
 * A public listing's page and how many rows match, counted at most COUNT_AHEAD rows past the page.
 * `rows` carry `matches` (see matchesColumn); when `countInPass` they hold the count, and only a page
 * past the last one (no rows) needs `countUpTo`; otherwise the count runs beside the page.
 */
export async function readCountedPage<R extends { matches: number }>(opts: {
  rows: PromiseLike<R[]>;
  countUpTo: (limit: number) => PromiseLike<number>;
  countInPass: boolean;
  offset: number;
}): Promise<{ rows: Omit<R, 'matches'>[]; total: number; isTotalCapped: boolean }> {
  // Counting stops one row past the cap: a pager needs "1,000+", not the size of a 100,000-row table.
  const cap = opts.offset + COUNT_AHEAD;
  let rows: R[];
  let counted: number;
  if (opts.countInPass) {
    rows = await opts.rows;
    counted = rows[0]?.matches ?? (opts.offset > 0 ? await opts.countUpTo(cap + 1) : 0);
  } else {
    [rows, counted] = await Promise.all([opts.rows, opts.countUpTo(cap + 1)]);
  }
  return {
    rows: rows.map(({ matches: _matches, ...row }) => row),
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
