import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builtPerShape, type Executor } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { MERGED_BRANCH_LIMIT, mergedPageSource, mergedPageValues } from '../../lib/list-query.ts';
import {
  listOrder,
  type PublicTaskListOptions,
  type PublicTaskSort,
  pageRows,
  publicWhere,
  taskDistrict,
} from './list-page.ts';

// A place read by its districts (with a category) or by the task categories (without), merged as read
// (decision 073).

type DistrictSort = Exclude<PublicTaskSort, 'relevance'>;

/**
 * The sorts of the category-and-district indexes (migration 0031): the columns a merged read orders
 * by, the order as the index gives it, and that order over the merged rows (`m.<column>`).
 */
const DISTRICT_ORDERS: Record<
  DistrictSort,
  { columns: Record<string, AnyPgColumn | SQL.Aliased>; branch: SQL[]; merged: SQL[] }
> = {
  newest: { columns: {}, branch: [], merged: [] },
  budget: {
    columns: { budget: tasks.budget },
    branch: [asc(tasks.budget)],
    merged: [sql`m.budget asc`],
  },
  '-budget': {
    columns: { budget: tasks.budget },
    branch: [desc(tasks.budget)],
    merged: [sql`m.budget desc`],
  },
  due: {
    columns: { when_date: tasks.whenDate },
    branch: [sql`${tasks.whenDate} asc nulls last`],
    merged: [sql`m.when_date asc nulls last`],
  },
};

/** Past this many ranges (a State's districts, or the task categories) a place is read as before. */
const MAX_MERGED_RANGES = 64;

/** A district or category no task is in (the nil UUID), for a merged read's spare branches. */
const NO_DISTRICT = '00000000-0000-0000-0000-000000000000';

/**
 * A list filtered by a place, without words (decision 073), read from the category-and-district
 * indexes as ranges merged as read (mergedRanges), each no deeper than the page's count needs:
 * - with a category, one range per district the place's tasks are under (a State: itself and its
 *   districts; a place below a district: its district, filtered by the place);
 * - without one, for a district or a place below one, one range per task category in that district
 *   (`opts.taskCategories`: every one's id).
 * Built once per shape, every value a placeholder, and planned once per connection: its best plan is
 * the same whatever the values, and planning a State's fourteen ranges would take longer than reading
 * them. Undefined for any other list (a State without a category), or a shape past builtPerShape's.
 */
export function mergedDistrictsRead(db: Executor, opts: PublicTaskListOptions, offset: number) {
  const { filters, taskCategories = [] } = opts;
  const { districts, categorySlug, placeId } = filters;
  if (!placeId || !districts?.length) return undefined;
  const across = categorySlug ? 'districts' : 'categories';
  const ranges = categorySlug ? districts.length : districts.length === 1 ? taskCategories.length : 0;
  if (ranges === 0 || ranges > MAX_MERGED_RANGES) return undefined;
  // Branches in powers of two, the spare ones reading a district or a category no task is in (one
  // index descent each): a statement per size of State was planned on every connection of the pool.
  const branches = 2 ** Math.ceil(Math.log2(ranges));
  const shape: DistrictsShape = {
    sort: opts.sort === 'relevance' ? 'newest' : opts.sort,
    across,
    branches,
    // A place below a district: its district's range holds other places' tasks too.
    within: districts.length === 1 && districts[0] !== placeId,
    limit: opts.limit,
    remote: filters.remote,
    budgetMin: filters.budgetMin !== undefined,
    budgetMax: filters.budgetMax !== undefined,
    dueBy: filters.dueBy !== undefined,
    openOnly: !!filters.openOnly,
  };
  const values: Record<string, unknown> = {
    ...mergedPageValues(offset),
    categorySlug,
    placeId,
    budgetMin: filters.budgetMin,
    budgetMax: filters.budgetMax,
    dueBy: filters.dueBy,
  };
  // Each branch's range: a district (with the category), or a category (in the one district).
  if (across === 'categories') values.district0 = districts[0];
  for (let i = 0; i < branches; i++) {
    if (across === 'districts') values[`district${i}`] = districts[i] ?? NO_DISTRICT;
    else values[`category${i}`] = taskCategories[i] ?? NO_DISTRICT;
  }
  return mergedDistrictsQuery(db, shape)?.execute(values);
}

type DistrictsShape = {
  sort: DistrictSort;
  /** One range per district (a category given), or per task category (one district). */
  across: 'districts' | 'categories';
  branches: number;
  within: boolean;
  limit: number;
  remote: boolean | undefined;
  budgetMin: boolean;
  budgetMax: boolean;
  dueBy: boolean;
  openOnly: boolean;
};

const mergedDistrictsQuery = builtPerShape('task_districts', (db, shape: DistrictsShape, name) => {
  const order = DISTRICT_ORDERS[shape.sort];
  const value = (key: string, isSet: boolean) => (isSet ? sql.placeholder(key) : undefined);
  // The category (when given) and, for a place below a district, the place, then the rest of the
  // filters; each branch's own range is a district or a category. Conditions as publicWhere writes
  // them, so the index covers them.
  const rest = publicWhere(
    {
      categorySlug: shape.across === 'districts' ? sql.placeholder('categorySlug') : undefined,
      placeId: value('placeId', shape.within),
      isBroadCategoryPlace: true,
      remote: shape.remote,
      budgetMin: value('budgetMin', shape.budgetMin),
      budgetMax: value('budgetMax', shape.budgetMax),
      dueBy: value('dueBy', shape.dueBy),
      openOnly: shape.openOnly,
    },
    undefined,
  );
  const range = (i: number) =>
    shape.across === 'districts'
      ? sql`${taskDistrict} = ${sql.placeholder(`district${i}`)}`
      : sql`${tasks.categoryId} = ${sql.placeholder(`category${i}`)} and ${taskDistrict} = ${sql.placeholder('district0')}`;
  const branches = Array.from({ length: shape.branches }, (_, i) =>
    db
      .select({
        id: tasks.id,
        open: sql<boolean>`(${tasks.status} = 'Open')`.as('open'),
        ...order.columns,
        created_at: tasks.createdAt,
      })
      .from(tasks)
      .where(and(range(i), rest))
      .orderBy(
        sql`(${tasks.status} = 'Open') desc`,
        ...order.branch,
        sql`${tasks.createdAt} desc nulls last`,
        sql`${tasks.id} desc nulls last`,
      )
      .limit(MERGED_BRANCH_LIMIT)
      .getSQL(),
  );
  const merged = [
    sql`m.open desc`,
    ...order.merged,
    sql`m.created_at desc nulls last`,
    sql`m.id desc nulls last`,
  ];
  const page = mergedPageSource(db, branches, merged, shape.limit);
  return pageRows(db, page, listOrder(shape.sort)).prepare(name);
});
