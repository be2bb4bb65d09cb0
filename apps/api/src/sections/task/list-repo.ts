import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { builtPerShape, type Executor } from '../../db/client.ts';
import { addresses, categories } from '../../db/schema/shop.ts';
import { type TaskRow, tasks } from '../../db/schema/tasks.ts';
import {
  countedRows,
  hasOnlyWords,
  isCountCapped,
  listedAtLeast,
  readCountedPage,
  walksListing,
} from '../../lib/list-query.ts';
import { type ExactRanking, exactTsqueryOf, searchedPageSource } from '../../lib/search/category-match.ts';
import type { TypeAheadListing } from '../../lib/search/type-ahead.ts';

import { mergedDistrictsRead } from './district-read.ts';
import {
  isListed,
  listOrder,
  type PublicTaskListOptions,
  type PublicTaskSort,
  pageRows,
  publicWhere,
  type TaskListFilters,
} from './list-page.ts';
import type { PersonRow } from './people-repo.ts';
import { type cardTaskColumns, flatten, type TaskCardRow } from './repo.ts';

// The public list of tasks (filters, sorts, typo-tolerant search) and the categories and places it filters by.

/** Task as the header's type-ahead reads it: the public list's order (Open first, newest), its index. */
export const TASK_TYPE_AHEAD: TypeAheadListing = {
  table: tasks,
  id: tasks.id,
  title: tasks.title,
  ref: tasks.id,
  vector: tasks.search,
  listed: isListed,
  order: [
    sql`(${tasks.status} = 'Open') desc`,
    sql`${tasks.createdAt} desc nulls last`,
    sql`${tasks.id} desc nulls last`,
  ],
};

/**
 * From how many tasks a category and a place together are read walking the category's index rather
 * than through `facets` (publicWhere): a `facets` match costs a visit to the table (about 25 µs when
 * the table is larger than PostgreSQL's buffers, far less when it fits), a step of the walk about
 * 1.4 µs, and the walk reads at most the category's tasks. Measured at 1,000,000 tasks, 1,500, 3,000
 * and 5,000 gave a p99 of 24, 34-38 and 44 ms one at a time; at 3,000 the 100,000-task copy keeps
 * its reads (its broadest pair is about 2,000), where `facets` is as fast (decision 060).
 */
export const FACET_PAIR_WALKED_FROM = 3_000;

/**
 * Each task category's (by slug) and place's (by id) share of the tasks, as PostgreSQL's statistics of
 * `facets` hold them (ANALYZE keeps them current; a value too rare to be kept there is missing, and
 * every one is before the first ANALYZE).
 */
export async function facetShares(
  db: Executor,
): Promise<{ categories: Map<string, number>; places: Map<string, number> }> {
  const result = await db.execute(sql`
    select u.element::text as id, c.slug, u.share::float8 as share
    from pg_stats s
    cross join lateral unnest(s.most_common_elems::text::uuid[], s.most_common_elem_freqs) as u(element, share)
    left join ${categories} c on c.id = u.element and c.section = 'task'
    where s.schemaname = current_schema() and s.tablename = 'tasks' and s.attname = 'facets'
      and u.element is not null`);
  // Both drivers (pg and PGlite) answer raw queries with `rows`.
  const { rows } = result as unknown as { rows: { id: string; slug: string | null; share: number }[] };
  const shares = { categories: new Map<string, number>(), places: new Map<string, number>() };
  for (const row of rows) {
    if (row.slug) shares.categories.set(row.slug, Number(row.share));
    else shares.places.set(row.id, Number(row.share));
  }
  return shares;
}

/** Every task category's id, active or not (a place's list reads each one's range: decision 073). */
export async function listTaskCategoryIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.section, 'task'))
    .orderBy(asc(categories.id));
  return rows.map((row) => row.id);
}

/** How many tasks the public list shows in all (a one-word search's breadth is weighed against it). */
export async function countListedTasks(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tasks).where(isListed);
  return row?.n ?? 0;
}

/** One page of the public list: Open tasks first, then the sort; exact words rank first in a search. */
export async function listPublicTasks(
  db: Executor,
  opts: PublicTaskListOptions,
): Promise<{
  docs: TaskCardRow[];
  posters: Map<string, PersonRow>;
  total: number;
  isTotalCapped: boolean;
}> {
  const offset = (opts.page - 1) * opts.limit;
  const read = readOf(opts, offset);
  // A search by its words alone is one of a few shapes (its sort, page and read), each built once
  // with its words as placeholders: Drizzle built it on every search of every section.
  const built =
    opts.tsquery && read.onlyWords
      ? searchQuery(db, {
          sort: opts.sort,
          offset,
          limit: opts.limit,
          exact: exactTsqueryOf(opts) !== null,
          wordsAreExact: opts.wordsAreExact ?? false,
          read,
        })
      : undefined;
  const merged = opts.tsquery ? undefined : mergedDistrictsRead(db, opts, offset);
  const rows = built
    ? built.execute({ tsquery: opts.tsquery, exactTsquery: exactTsqueryOf(opts) })
    : (merged ?? pageSelect(db, opts, read, offset));
  // The posters come with their tasks: a card names its poster.
  const {
    rows: found,
    total,
    isTotalCapped,
  } = await readCountedPage<{
    task: Pick<TaskRow, keyof typeof cardTaskColumns>;
    categoryName: string;
    categorySlug: string;
    poster: PersonRow | null;
  }>(rows, offset);
  return {
    docs: found.map(flatten),
    // A poster whose account is gone reads as null here (the card says "Former user").
    posters: new Map(found.flatMap((r) => (r.poster ? [[r.poster.id, r.poster] as const] : []))),
    total,
    isTotalCapped,
  };
}

/** How a page is read: filtered by words alone, walked (and its words as typed), its count known capped. */
type PageRead = { onlyWords: boolean; walk: boolean; walkAsTyped: boolean; capped: boolean };

function readOf(opts: PublicTaskListOptions, offset: number): PageRead {
  const page = { offset, limit: opts.limit };
  const { breadth } = opts;
  const onlyWords = hasOnlyWords(opts.filters, opts.namedCategoryIds ?? []);
  // The vocabulary's count bounds the matches from below when nothing filters them (the tasks of
  // a category the search names only add to them); without words, the listed tasks' count does.
  const leastMatches = opts.tsquery ? breadth?.leastMatches : listedAtLeast(opts.listed);
  const capped = hasOnlyWords(opts.filters) && isCountCapped(leastMatches, offset);
  return {
    onlyWords,
    walk:
      onlyWords &&
      breadth !== undefined &&
      walksListing(breadth.estimatedMatches, breadth.listed, page, !capped),
    walkAsTyped: breadth !== undefined && walksListing(breadth.exactMatches, breadth.listed, page),
    capped,
  };
}

/** A search by its words alone, built once per shape (decision 056): its sort, page, ranking and read. */
const searchQuery = builtPerShape(
  'task_search',
  (
    db,
    shape: {
      sort: PublicTaskSort;
      offset: number;
      limit: number;
      exact: boolean;
      wordsAreExact: boolean;
      read: PageRead;
    },
    name,
  ) => {
    const opts: PublicTaskListOptions = {
      filters: {},
      tsquery: sql.placeholder('tsquery'),
      exactTsquery: shape.exact ? sql.placeholder('exactTsquery') : null,
      wordsAreExact: shape.wordsAreExact,
      sort: shape.sort,
      page: 1,
      limit: shape.limit,
    };
    return pageSelect(db, opts, shape.read, shape.offset).prepare(name);
  },
);

/** The page's statement: its ids and capped count (searchedPageSource), its tasks with their posters. */
function pageSelect(db: Executor, opts: PublicTaskListOptions, read: PageRead, offset: number) {
  // Words as typed before typo corrections, then the newest: the task vector has no weights, so
  // ts_rank only counted repeats of a word, and computing it for every match was a third of a
  // broad search's time (decision 018).
  const exactTsquery = exactTsqueryOf(opts);
  const ranking: ExactRanking | null = exactTsquery
    ? { exactTsquery, term: sql`(${tasks.search} @@ to_tsquery('simple', ${exactTsquery})) desc` }
    : null;
  const order = listOrder(opts.sort, ranking);
  // The page's ids and the capped count in one pass over the index that orders the list (the list's
  // indexes cover the filters, migration 0015), then only the page's rows from the table.
  const page = searchedPageSource(
    db,
    {
      table: tasks,
      columns: { id: tasks.id, vector: tasks.search, category: tasks.categoryId },
      where: (match) => publicWhere(opts.filters, match),
      order,
      ranking,
      // Open tasks first, then the others: a ranked page is read in these groups (decision 052), each
      // written as the listing's index leads (`(status = 'Open')`), so a walk starts at its group.
      rankedGroups: [sql`${tasks.status} = 'Open'`, sql`(${tasks.status} = 'Open') is false`],
    },
    {
      tsquery: opts.tsquery,
      namedCategoryIds: opts.namedCategoryIds ?? [],
      walk: read.walk,
      walkAsTyped: read.walkAsTyped,
      wordsAreExact: opts.wordsAreExact ?? false,
    },
    {
      offset,
      limit: opts.limit,
      planOnce: read.onlyWords,
      leastMatches: read.capped ? countedRows(offset) : null,
    },
  );
  return pageRows(db, page, order);
}

/** How many visible Open tasks a category holds (for listCategoriesCounting's correlated count). */
export const COUNT_OPEN_TASKS_OF_CATEGORY = sql`select count(*)::int from "tasks" t
  where t.category_id = "categories"."id" and t.status = 'Open' and t.is_hidden = false`;

export async function findTaskCategories(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.section, 'task')))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function addressExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.id, id));
  return Boolean(row);
}

export type { PublicTaskSort, TaskListFilters };
