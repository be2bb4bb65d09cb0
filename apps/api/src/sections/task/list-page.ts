import { and, asc, desc, eq, gte, isNotNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories } from '../../db/schema/shop.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import type { countedPageSource, SearchBreadth } from '../../lib/list-query.ts';
import type { ExactRanking, TsqueryText } from '../../lib/search/category-match.ts';
import { cardTaskColumns, taskWithCategory } from './repo.ts';

// The pieces every statement of the public task list is made of: what is listed, the filters as a
// WHERE, the sorts as an ORDER BY, and the page's tasks joined to the ids a page source read
// (list-repo.ts, district-read.ts).

/** What the public list and a task page may show: not hidden, not cancelled (a page shows cancelled ones). */
// Literals, not parameters: the list's plan is made once and must match its partial indexes (decision 025).
export const isListed = sql`(${tasks.isHidden} = false and ${tasks.status} <> 'Cancelled')`;

export type TaskListFilters = {
  categorySlug?: string | undefined;
  placeId?: string | undefined;
  remote?: boolean | undefined;
  budgetMin?: number | undefined;
  budgetMax?: number | undefined;
  dueBy?: string | undefined;
  openOnly?: boolean | undefined;
  /**
   * The category and the place together match many tasks (FACET_PAIR_WALKED_FROM, estimated by
   * facetShares): their page is read walking the category's ordered index instead of `facets`.
   */
  isBroadCategoryPlace?: boolean | undefined;
  /**
   * The districts the place's tasks are under (loadPlaceDistricts), for a list with a category and a
   * place and no words: read as ranges of the category-and-district indexes (mergedDistrictsRead).
   */
  districts?: string[] | undefined;
};

/** TaskListFilters whose values may be placeholders, for a statement built once (mergedDistrictsRead). */
export type FilterValues = {
  [K in keyof TaskListFilters]: K extends 'remote' | 'openOnly' | 'isBroadCategoryPlace' | 'districts'
    ? TaskListFilters[K]
    : TaskListFilters[K] | Placeholder;
};

/**
 * The district a task's place is under, as the category-and-district indexes key it (migration 0031,
 * decision 073): the node one below the top of its path (the path runs from the place up to its
 * State); for a task placed on a State itself, the State; for a remote task, null.
 */
export const taskDistrict = sql`(${tasks.placePath}[greatest(array_length(${tasks.placePath}, 1) - 1, 1)])`;

/**
 * The public list's WHERE: listed tasks, the filters and the search's `match` (its words, or the
 * category it names: wordsOrNamedCategory).
 */
export function publicWhere(filters: FilterValues, match: SQL | undefined): SQL {
  const conditions: (SQL | undefined)[] = [isListed];
  const category = filters.categorySlug
    ? sql`(select id from ${categories} where section = 'task' and slug = ${filters.categorySlug})`
    : undefined;
  // A category and a place together: one look-up of both in `facets`, whose every match is a visit
  // to the table; when they match many, the category's index in the list's order is walked instead,
  // filtered by the place it holds, and stops at the page's count (the 20,000 cleaning tasks of a
  // State among 1,000,000: 470 -> 11 ms).
  if (category && filters.placeId && !filters.isBroadCategoryPlace) {
    conditions.push(sql`${tasks.facets} @> array[${category}, ${filters.placeId}::uuid]`);
  } else {
    if (category) conditions.push(sql`${tasks.categoryId} = ${category}`);
    if (filters.placeId) conditions.push(sql`${tasks.placePath} @> array[${filters.placeId}]::uuid[]`);
  }
  // A literal, so that a plan made once matches the remote tasks' partial indexes (decision 025).
  if (filters.remote !== undefined)
    conditions.push(filters.remote ? sql`${tasks.isRemote}` : sql`not ${tasks.isRemote}`);
  if (filters.budgetMin !== undefined) conditions.push(gte(tasks.budget, filters.budgetMin));
  if (filters.budgetMax !== undefined) conditions.push(lte(tasks.budget, filters.budgetMax));
  if (filters.dueBy) conditions.push(and(isNotNull(tasks.whenDate), lte(tasks.whenDate, filters.dueBy)));
  if (filters.openOnly) conditions.push(eq(tasks.status, 'Open'));
  conditions.push(match);
  return and(...conditions) as SQL;
}

export type PublicTaskSort = 'newest' | 'budget' | '-budget' | 'due' | 'relevance';

export type PublicTaskListOptions = {
  filters: TaskListFilters;
  tsquery: TsqueryText | null;
  exactTsquery: TsqueryText | null;
  /** Categories the search names: their tasks match it too (lib/search/category-match.ts). */
  namedCategoryIds?: string[];
  /** How broad the search is over the listed tasks (walksListing, isCountCapped). */
  breadth?: SearchBreadth;
  /** The words match only as typed (no correction nor other reading: SearchPlan.hasCorrections). */
  wordsAreExact?: boolean;
  /** How many tasks are listed (a cached count), given for a list without filters nor words. */
  listed?: number;
  /** Every task category's id (a cached list), given for a place without a category. */
  taskCategories?: string[];
  sort: PublicTaskSort;
  page: number;
  limit: number;
};

/**
 * The list's order: Open tasks first, then the sort (or a search's ranking: its words as typed
 * first), then the newest.
 */
export function listOrder(sort: PublicTaskSort, ranking: ExactRanking | null = null): SQL[] {
  const order: SQL[] = [sql`(${tasks.status} = 'Open') desc`];
  if (ranking) order.push(ranking.term);
  else if (sort === 'budget') order.push(asc(tasks.budget));
  else if (sort === '-budget') order.push(desc(tasks.budget));
  else if (sort === 'due') order.push(sql`${tasks.whenDate} asc nulls last`);
  order.push(sql`${tasks.createdAt} desc nulls last`, sql`${tasks.id} desc nulls last`);
  return order;
}

/** The page's tasks in `order`, with their posters and the count of matches (countedPageSource and its kin). */
export function pageRows(db: Executor, page: ReturnType<typeof countedPageSource>, order: SQL[]) {
  return db
    .select({
      ...taskWithCategory,
      task: cardTaskColumns,
      poster: { id: users.id, fullName: users.fullName, image: users.image, createdAt: users.createdAt },
      pageId: page.id,
      matches: page.matches,
    })
    .from(page.source)
    .leftJoin(tasks, eq(tasks.id, page.id))
    .leftJoin(categories, eq(categories.id, tasks.categoryId))
    .leftJoin(users, eq(users.id, tasks.posterId))
    .orderBy(...order);
}
