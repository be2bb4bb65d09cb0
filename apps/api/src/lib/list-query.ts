import { parseSort, type TParsedSort, type TSort, type TSortDirection } from '@bazaar/shared/list-query';
import { buildPagination, type TPageQuery, type TPagination } from '@bazaar/shared/pagination';
import { asc, type Column, desc, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type Executor, PLANNED_ONCE } from '../db/client.ts';
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
  page: { offset: number | PageOffset; limit: number; planOnce?: boolean; leastMatches?: number | null },
): { source: SQL; id: SQL<string | null>; matches: SQL<number> } {
  const { offset } = page;
  if (typeof offset === 'number' && isCountCapped(page.leastMatches, offset)) {
    if (!Number.isSafeInteger(page.limit) || page.limit < 0) throw new Error(`Bad page size ${page.limit}`);
    return knownCapPageSource(sql`${ordered.offset(offset)} limit ${sql.raw(String(page.limit))}`, {
      ...page,
      offset,
    });
  }
  const at = typeof offset === 'number' ? { offset, counted: countedRows(offset) } : offset;
  const capped = ordered.limit(at.counted);
  return {
    source: sql`(${sql.raw(page.planOnce ? `${PLANNED_ONCE} ` : '')}with s as materialized (${capped}) select p.id, c.matches from (select count(*)::int as matches from s) c left join lateral (select s.id from s offset ${at.offset} limit ${page.limit}) p on true) as page`,
    id: sql<string | null>`page.id`,
    matches: sql<number>`page.matches`.mapWith(Number),
  };
}

/**
 * A page's offset as placeholders, for a statement built once for every page (countedPageSource):
 * `offset` and `counted`, whose value is countedRows(offset). The page size stays written out.
 */
export type PageOffset = { offset: Placeholder; counted: Placeholder };

/**
 * Whether a search is known to match more rows than the page's count would reach: its least matches
 * (SearchPlan.leastMatches, from the vocabulary's counts) are `countedRows(offset)` or more. Then the
 * count is not read at all: it would stop at the cap anyway, after reading a thousand rows for a
 * "1,000+" the vocabulary already gives (decision 042).
 */
export function isCountCapped(leastMatches: number | null | undefined, offset: number): boolean {
  return !!leastMatches && leastMatches >= countedRows(offset);
}

/**
 * How far a listing's cached count (read again within SEARCH_VOCABULARY_TTL_MS, and after every change
 * made through this instance) is trusted: rows unlisted through another instance since it was read are
 * at most this many.
 */
export const LISTED_COUNT_SLACK = 1_000;

/**
 * The least matches of a listing filtered by nothing (for isCountCapped), from its cached count of
 * `listed` rows less LISTED_COUNT_SLACK: a page of the plain listing that far from its end is read
 * without its count, which would stop at the cap anyway after reading a thousand rows.
 */
export function listedAtLeast(listed: number | undefined): number | null {
  return listed === undefined ? null : Math.max(0, listed - LISTED_COUNT_SLACK);
}

/** A page source whose count is the cap, known beforehand (isCountCapped): only the page is read. */
function knownCapPageSource(
  onePage: SQL,
  page: { offset: number; planOnce?: boolean },
): { source: SQL; id: SQL<string | null>; matches: SQL<number> } {
  const matches = countedRows(page.offset);
  return {
    source: sql`(${sql.raw(page.planOnce ? `${PLANNED_ONCE} ` : '')}select p.id, ${matches}::int as matches from (select 1) c left join lateral (${onePage}) p on true) as page`,
    id: sql<string | null>`page.id`,
    matches: sql<number>`page.matches`.mapWith(Number),
  };
}

/**
 * How broad a search is over a listing of `listed` rows (decision 052). `leastMatches`: it matches at
 * least that many, what may cap its count unread (isCountCapped): one word's least matches
 * (SearchPlan.leastMatches); for several, the rows no word can be missing from (the words' least
 * matches less `listed` for each word past the first: "in the", each word in nearly every product),
 * null when that leaves none. `estimatedMatches`: about how many it matches, what walksListing
 * chooses the page's read by: one word's least matches, or `listed` times the share of the listing
 * each word is in, as if the words met by chance. Words typed together ("leaking tap") meet more often
 * than that, so a guess errs toward reading the matches through the full-text index, as every search
 * of several words was read before. `exactMatches`: the same guess for the words as typed (the side a
 * ranked search shows first, rankedSidesPageSource).
 */
export type SearchBreadth = {
  leastMatches: number | null;
  estimatedMatches: number;
  exactMatches: number;
  listed: number;
};

/** `listed` times the share of it each word is in (SearchBreadth.estimatedMatches). */
function byChance(wordMatches: readonly number[], listed: number): number {
  if (wordMatches.length === 1) return wordMatches[0] as number;
  let estimated = listed;
  for (const matches of wordMatches) estimated *= listed > 0 ? Math.min(1, matches / listed) : 0;
  return Math.floor(estimated);
}

/**
 * How many of a sample of the listing's rows a search of several words matches (lib/search/word-sample.ts,
 * decision 058): `size` rows, `hits` for its words (with their corrections), `exactHits` for the words
 * as typed; null where the tsquery is not one the sample reads.
 */
export type SampledBreadth = { size: number; hits: number | null; exactHits: number | null };

/** The fewest hits of a sample that are read as a share of the listing; fewer say only "rare". */
const MIN_SAMPLE_HITS = 3;

/**
 * A search's matches from a sample's hits: their share of `listed`; with fewer than MIN_SAMPLE_HITS,
 * at most what that many would be (the words are rare: their matches are read through the index);
 * `guess` without a sample.
 */
function fromSample(hits: number | null | undefined, size: number, listed: number, guess: number): number {
  if (hits === null || hits === undefined || size === 0) return guess;
  if (hits >= MIN_SAMPLE_HITS) return Math.round((hits / size) * listed);
  return Math.min(guess, Math.round((MIN_SAMPLE_HITS / size) * listed));
}

/**
 * A search's breadth over `listed` rows from its plan's counts (SearchBreadth). Several words are
 * estimated from `sampled` when given: words typed together meet far more often than by chance
 * ("small family": 6% of the tasks each, and the same 6% together, where chance says 0.4%), and a
 * search read through the index when it was that broad fetched and sorted thousands of rows to show four.
 */
export function searchBreadth(
  plan: { leastMatches: number | null; wordMatches: readonly number[]; exactWordMatches: readonly number[] },
  listed: number,
  sampled: SampledBreadth | null = null,
): SearchBreadth {
  const size = sampled?.size ?? 0;
  const several = plan.wordMatches.length >= 2;
  const exactGuess = byChance(plan.exactWordMatches, listed);
  const exactMatches = several ? fromSample(sampled?.exactHits, size, listed, exactGuess) : exactGuess;
  if (plan.leastMatches !== null || !several) {
    const least = plan.leastMatches ?? plan.wordMatches[0] ?? 0;
    return { leastMatches: plan.leastMatches, estimatedMatches: least, exactMatches, listed };
  }
  let surely = listed;
  for (const matches of plan.wordMatches) surely += matches - listed;
  return {
    leastMatches: surely > 0 && listed > 0 ? surely : null,
    estimatedMatches: fromSample(sampled?.hits, size, listed, byChance(plan.wordMatches, listed)),
    exactMatches,
    listed,
  };
}

/**
 * Whether a search's page is better read by walking the listing's order and testing each
 * row's words (walkedPageSource) than by fetching every match to sort them (countedPageSource): when
 * the walk visits fewer rows. It visits about `(offset + limit) × listed / matches` rows to find the
 * page; sorting visits every match. `matches`: about how many of the `listed` rows the search matches
 * (SearchBreadth.estimatedMatches). A broad word ("install", one task in fifteen) is found on
 * page 10 after ~3,000 rows walked instead of 6,700 fetched and sorted; a rare one is never walked.
 * `readsCount`: the page's count is read (not known capped, isCountCapped).
 */
export function walksListing(
  matches: number | null,
  listed: number,
  page: { offset: number; limit: number },
  readsCount = false,
): boolean {
  if (!matches || listed <= 0) return false;
  const walked = ((page.offset + page.limit) * listed) / matches;
  // A count read apart (walkedPageSource) reads up to countedRows of the matches anyway: a walk saves
  // only the matches past them ("desktop computer", 900 tasks, was read twice when walked).
  return walked < (readsCount ? matches - countedRows(page.offset) : matches);
}

/**
 * A listing filtered to several index ranges (a department's categories), in one order: each of
 * `branches` is one range read in that order through its own index (`(select …, the order's columns
 * … order by … limit …)`), and `order` orders their union by those columns, named as the branches
 * select them (`m.<column>`). PostgreSQL merges the branches as it reads them (a Merge Append), so a
 * page reads about its own depth of index entries, where one range over every category read all of
 * their matches and sorted them (21,780 entries for a department at 1,000,000 products, decision 072).
 * The branches' order must be the one their index gives, nulls included, or no merge is planned.
 */
export function mergedRanges(db: Executor, branches: readonly SQL[], order: readonly SQL[]): PgSelect {
  const union = sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  );
  return db
    .select({ id: sql<string>`m.id` })
    .from(sql`(${union}) m`)
    .orderBy(...order)
    .$dynamic();
}

/**
 * A page of a statement built once for every page (builtPerShape): `branches` merged in `order`
 * (mergedRanges), its offset and count depth the placeholders `offset` and `counted`
 * (mergedPageValues gives their values), planned once per connection. Each branch stops at
 * MERGED_BRANCH_LIMIT, as deep as the page's count reads.
 */
export function mergedPageSource(
  db: Executor,
  branches: readonly SQL[],
  order: readonly SQL[],
  limit: number,
): ReturnType<typeof countedPageSource> {
  return countedPageSource(mergedRanges(db, branches, order), {
    offset: { offset: sql.placeholder('offset'), counted: MERGED_BRANCH_LIMIT },
    limit,
    planOnce: true,
  });
}

/** How deep each branch of mergedPageSource reads: the `counted` placeholder. */
export const MERGED_BRANCH_LIMIT = sql.placeholder('counted');

/** The values of mergedPageSource's placeholders for the page at `offset`. */
export function mergedPageValues(offset: number): { offset: number; counted: number } {
  return { offset, counted: countedRows(offset) };
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
 * The page of a search ranked by its words as typed, read side by side (decision 052). `sides`: the
 * matches cut where the ranked order puts one group wholly before the next (the shop: the matches
 * with the words as typed, then the rest; tasks: those two among the Open tasks, then among the
 * others), each `{ id }` in the listing's order without the ranking, walked or read through the
 * full-text index as its own breadth asks. A side is read only for the rows the sides before it
 * lacked, so the page of a broad word with corrections ("years", "year" and "gears" beside it) is the
 * first rows of its first side, never a sort of its 20,000 matches. `counted`: the matches (any
 * order), counted up to `countedRows` unless the count is known to be capped (isCountCapped). A
 * materialised CTE is read in the order it was written, and their union in the order of the sides.
 */
export function rankedSidesPageSource(
  sides: readonly PgSelect[],
  counted: PgSelect,
  page: { offset: number; limit: number; planOnce?: boolean; leastMatches?: number | null },
): { source: SQL; id: SQL<string | null>; matches: SQL<number> } {
  const rows = page.offset + page.limit;
  if (!Number.isSafeInteger(rows) || rows < 0 || sides.length === 0) throw new Error(`Bad page ${rows}`);
  // The row count is written out: a plan made once would otherwise guess a tenth of the listing.
  const wanted = sql.raw(String(rows));
  const read: SQL[] = [];
  const ctes = sides.map((side, i) => {
    const name = sql.raw(`side${i}`);
    const before = read.length > 0 ? sql` - ${sql.join(read, sql` - `)}` : sql``;
    read.push(sql`(select count(*) from ${name})`);
    return i === 0
      ? sql`${name} as materialized (${side} limit ${wanted})`
      : sql`${name} as materialized (select id from (${side} limit ${wanted}) x limit greatest(0, ${wanted}${before}))`;
  });
  const union = sql.join(
    sides.map((_, i) => sql`select id from ${sql.raw(`side${i}`)}`),
    sql` union all `,
  );
  const count = isCountCapped(page.leastMatches, page.offset)
    ? sql`select ${sql.raw(String(countedRows(page.offset)))}::int as matches`
    : sql`select count(*)::int as matches from (${counted.limit(countedRows(page.offset))}) m`;
  return {
    source: sql`(${sql.raw(page.planOnce ? `${PLANNED_ONCE} ` : '')}with ${sql.join(ctes, sql`, `)} select p.id, c.matches from (${count}) c left join lateral (select u.id from (${union}) u offset ${page.offset} limit ${page.limit}) p on true) as page`,
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
