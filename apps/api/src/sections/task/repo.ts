import type { TTaskReviewRole, TTaskStatus } from '@bazaar/shared/task';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { builtOnce, type Executor, plannedOnce } from '../../db/client.ts';
import { addresses, categories } from '../../db/schema/shop.ts';
import {
  type NewTaskRow,
  type TaskOfferRow,
  type TaskQuestionRow,
  type TaskRow,
  taskOffers,
  taskQuestions,
  taskReviews,
  tasks,
} from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import {
  type AdminListingTable,
  adminListingWhere,
  countAdminListings,
  countAdminListingsByStatus,
} from '../../lib/admin-listing.ts';
import { hasOnlyWords, orderBySort, readCountedPage, walksListing } from '../../lib/list-query.ts';
import { type ExactRanking, searchedPageSource } from '../../lib/search/category-match.ts';

/** What the public list and a task page may show: not hidden, not cancelled (a page shows cancelled ones). */
// Literals, not parameters: the list's plan is made once and must match its partial indexes (decision 025).
const isListed = sql`(${tasks.isHidden} = false and ${tasks.status} <> 'Cancelled')`;

// ─── Places and people ────────────────────────────────────────────────────────────────────────────

export type PersonRow = { id: string; fullName: string; image: string | null; createdAt: Date };

export async function findPeople(db: Executor, ids: string[]): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, image: users.image, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export type PersonStats = { rating: number; reviewsCount: number; completedCount: number };

/**
 * Each person's record: the average and number of visible reviews about them in `role`, and the
 * tasks they completed as the tasker.
 */
export async function findPersonStats(
  db: Executor,
  ids: string[],
  role: TTaskReviewRole,
): Promise<Map<string, PersonStats>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, PersonStats>(
    unique.map((id) => [id, { rating: 0, reviewsCount: 0, completedCount: 0 }]),
  );
  if (unique.length === 0) return out;
  const [ratings, completed] = await Promise.all([
    db
      .select({
        id: taskReviews.subjectId,
        average: sql<string>`round(avg(${taskReviews.rating}), 2)`,
        n: count(),
      })
      .from(taskReviews)
      .where(
        and(
          inArray(taskReviews.subjectId, unique),
          eq(taskReviews.subjectRole, role),
          eq(taskReviews.isHidden, false),
        ),
      )
      .groupBy(taskReviews.subjectId),
    db
      .select({ id: tasks.assignedTaskerId, n: count() })
      .from(tasks)
      .where(and(inArray(tasks.assignedTaskerId, unique), eq(tasks.status, 'Completed')))
      .groupBy(tasks.assignedTaskerId),
  ]);
  for (const r of ratings) {
    const s = out.get(r.id);
    if (s) {
      s.rating = Number(r.average);
      s.reviewsCount = r.n;
    }
  }
  for (const r of completed) {
    const s = r.id ? out.get(r.id) : undefined;
    if (s) s.completedCount = r.n;
  }
  return out;
}

// ─── Tasks ────────────────────────────────────────────────────────────────────────────────────────

/** A task with its category, as cards and pages read it: every column but the search vector and the facets, which no answer shows. */
export type TaskWithCategory = Omit<TaskRow, 'search' | 'facets'> & {
  categoryName: string;
  categorySlug: string;
};

const { search: _searchVector, facets: _facets, ...shownTaskColumns } = getTableColumns(tasks);

const taskWithCategory = {
  task: shownTaskColumns,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

function flatten<T extends object>(r: {
  task: T;
  categoryName: string;
  categorySlug: string;
}): T & { categoryName: string; categorySlug: string } {
  return { ...r.task, categoryName: r.categoryName, categorySlug: r.categorySlug };
}

/** The columns a task card shows (dto.ts cardOf): the public list reads these, not the description. */
const cardTaskColumns = {
  id: tasks.id,
  posterId: tasks.posterId,
  categoryId: tasks.categoryId,
  title: tasks.title,
  images: tasks.images,
  isRemote: tasks.isRemote,
  placeId: tasks.placeId,
  placePath: tasks.placePath,
  whenKind: tasks.whenKind,
  whenDate: tasks.whenDate,
  budget: tasks.budget,
  status: tasks.status,
  assignedTaskerId: tasks.assignedTaskerId,
  offersCount: tasks.offersCount,
  createdAt: tasks.createdAt,
};

/** A task as its card shows it. */
export type TaskCardRow = Pick<
  TaskWithCategory,
  keyof typeof cardTaskColumns | 'categoryName' | 'categorySlug'
>;

export async function findTask(db: Executor, id: string): Promise<TaskWithCategory | undefined> {
  const [row] = await db
    .select(taskWithCategory)
    .from(tasks)
    .innerJoin(categories, eq(categories.id, tasks.categoryId))
    .where(eq(tasks.id, id));
  return row && flatten(row);
}

/** A task page's people as its JSON columns carry them (dates as text). */
type PersonJson = { id: string; fullName: string; image: string | null; createdAt: string };
type QuestionJson = Omit<TaskQuestionRow, 'answeredAt' | 'createdAt'> & {
  answeredAt: string | null;
  createdAt: string;
};

/** A task page's data: the task, its questions, the people it names and the poster's record. */
export type TaskPageRows = {
  task: TaskWithCategory;
  questions: TaskQuestionRow[];
  people: Map<string, PersonRow>;
  posterStats: Map<string, PersonStats>;
};

const personJson = (u: string) =>
  sql.raw(
    `json_build_object('id', ${u}.id, 'fullName', ${u}.full_name, 'image', ${u}.image, 'createdAt', ${u}.created_at)`,
  );

/** The task page's statement, built once per database (builtOnce). */
const taskPageQuery = builtOnce((db) =>
  db
    .select({
      ...taskWithCategory,
      questions: sql<QuestionJson[]>`(select coalesce(json_agg(json_build_object(
          'id', q.id, 'taskId', q.task_id, 'askerId', q.asker_id, 'text', q.text, 'answer', q.answer,
          'answeredAt', q.answered_at, 'createdAt', q.created_at) order by q.created_at, q.id), '[]'::json)
        from ${taskQuestions} q where q.task_id = ${tasks.id})`,
      // `= any(array)`: an OR of the three would read every user instead of their primary keys.
      people: sql<PersonJson[]>`(select coalesce(json_agg(${personJson('u')}), '[]'::json) from ${users} u
        where u.id = any(array[${tasks.posterId}, ${tasks.assignedTaskerId}]
          || array(select q.asker_id from ${taskQuestions} q where q.task_id = ${tasks.id})))`,
      posterRating: sql<{ average: string | null; n: number }>`(select json_build_object(
          'average', round(avg(r.rating), 2), 'n', count(*)) from ${taskReviews} r
        where r.subject_id = ${tasks.posterId} and r.subject_role = 'poster' and not r.is_hidden)`,
      posterCompleted: sql<number>`(select count(*) from ${tasks} t
        where t.assigned_tasker_id = ${tasks.posterId} and t.status = 'Completed')`.mapWith(Number),
    })
    .from(tasks)
    .innerJoin(categories, eq(categories.id, tasks.categoryId))
    .where(plannedOnce(eq(tasks.id, sql.placeholder('id'))))
    .prepare('task_page'),
);

/**
 * Everything a task page shows, in one statement (a task page read from the database was five
 * statements in two round trips, and the micro-cache reads a busy page again every few seconds):
 * the task and its category, its questions in order, the poster, the tasker and the askers, and
 * the poster's record (findPersonStats as a poster). Undefined for an unknown id.
 */
export async function findTaskPage(db: Executor, id: string): Promise<TaskPageRows | undefined> {
  const [row] = await taskPageQuery(db).execute({ id });
  if (!row) return undefined;
  const people = new Map<string, PersonRow>(
    row.people.map((p) => [p.id, { ...p, createdAt: new Date(p.createdAt) }]),
  );
  const rated = row.posterRating.n > 0;
  return {
    task: flatten(row),
    questions: row.questions.map((q) => ({
      ...q,
      answeredAt: q.answeredAt === null ? null : new Date(q.answeredAt),
      createdAt: new Date(q.createdAt),
    })),
    people,
    posterStats: new Map([
      [
        row.task.posterId,
        {
          rating: rated ? Number(row.posterRating.average) : 0,
          reviewsCount: row.posterRating.n,
          completedCount: row.posterCompleted,
        },
      ],
    ]),
  };
}

/** The task row locked until the transaction ends. */
export async function lockTask(db: Executor, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

export async function insertTask(db: Executor, values: NewTaskRow): Promise<void> {
  await db.insert(tasks).values(values);
}

/** Edits a task while it is Open, has no offers and is the poster's: false when it no longer is. */
export async function updateOpenTaskWithoutOffers(
  db: Executor,
  id: string,
  posterId: string,
  values: Partial<NewTaskRow>,
): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(tasks.id, id), eq(tasks.posterId, posterId), eq(tasks.status, 'Open'), eq(tasks.offersCount, 0)),
    )
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Counts one more offer on a task that is still Open (and locks it): false when it is not Open. */
export async function countOfferOnOpenTask(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ offersCount: sql`${tasks.offersCount} + 1` })
    .where(and(eq(tasks.id, id), eq(tasks.status, 'Open'), eq(tasks.isHidden, false)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function uncountOffer(db: Executor, id: string): Promise<void> {
  await db
    .update(tasks)
    .set({ offersCount: sql`greatest(${tasks.offersCount} - 1, 0)` })
    .where(eq(tasks.id, id));
}

/** Sets `doneAt` on an Assigned task of this tasker that is not done yet: false otherwise. */
export async function markTaskDone(db: Executor, id: string, taskerId: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ doneAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(tasks.id, id),
        eq(tasks.status, 'Assigned'),
        eq(tasks.assignedTaskerId, taskerId),
        isNull(tasks.doneAt),
      ),
    )
    .returning();
  return row;
}

export async function setTaskHidden(db: Executor, id: string, isHidden: boolean): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ isHidden, updatedAt: new Date() })
    .where(eq(tasks.id, id))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** The tasks /sitemap.xml lists: every one a visitor can open (not hidden, not cancelled), newest first. */
export async function listSitemapTasks(db: Executor, limit: number) {
  return db
    .select({ id: tasks.id, updatedAt: tasks.updatedAt })
    .from(tasks)
    .where(and(eq(tasks.isHidden, false), ne(tasks.status, 'Cancelled')))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(limit);
}

export type TaskListFilters = {
  categorySlug?: string | undefined;
  placeId?: string | undefined;
  remote?: boolean | undefined;
  budgetMin?: number | undefined;
  budgetMax?: number | undefined;
  dueBy?: string | undefined;
  openOnly?: boolean | undefined;
};

/**
 * The public list's WHERE: listed tasks, the filters and the search's `match` (its words, or the
 * category it names: wordsOrNamedCategory).
 */
function publicWhere(filters: TaskListFilters, match: SQL | undefined): SQL {
  const conditions: (SQL | undefined)[] = [isListed];
  const category = filters.categorySlug
    ? sql`(select id from ${categories} where section = 'task' and slug = ${filters.categorySlug})`
    : undefined;
  // A category and a place together: one look-up of both in `facets`.
  if (category && filters.placeId) {
    conditions.push(sql`${tasks.facets} @> array[${category}, ${filters.placeId}::uuid]`);
  } else if (category) {
    conditions.push(sql`${tasks.categoryId} = ${category}`);
  } else if (filters.placeId) {
    conditions.push(arrayContains(tasks.placePath, [filters.placeId]));
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

/** How many tasks the public list shows in all (a one-word search's breadth is weighed against it). */
export async function countListedTasks(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tasks).where(isListed);
  return row?.n ?? 0;
}

export type PublicTaskSort = 'newest' | 'budget' | '-budget' | 'due' | 'relevance';

/** One page of the public list: Open tasks first, then the sort; exact words rank first in a search. */
export async function listPublicTasks(
  db: Executor,
  opts: {
    filters: TaskListFilters;
    tsquery: string | null;
    exactTsquery: string | null;
    /** Categories the search names: their tasks match it too (lib/search/category-match.ts). */
    namedCategoryIds?: string[];
    /** A one-word search's least matches (SearchPlan.leastMatches) and the listed tasks: walksListing. */
    breadth?: { leastMatches: number | null; listed: number };
    sort: PublicTaskSort;
    page: number;
    limit: number;
  },
): Promise<{
  docs: TaskCardRow[];
  posters: Map<string, PersonRow>;
  total: number;
  isTotalCapped: boolean;
}> {
  const order: SQL[] = [sql`(${tasks.status} = 'Open') desc`];
  // Words as typed before typo corrections, then the newest: the task vector has no weights, so
  // ts_rank only counted repeats of a word, and computing it for every match was a third of a
  // broad search's time (decision 018).
  const exactTsquery = opts.sort === 'relevance' && opts.tsquery ? opts.exactTsquery : null;
  const ranking: ExactRanking | null = exactTsquery
    ? { exactTsquery, term: sql`(${tasks.search} @@ to_tsquery('simple', ${exactTsquery})) desc` }
    : null;
  if (ranking) order.push(ranking.term);
  else if (opts.sort === 'budget') order.push(asc(tasks.budget));
  else if (opts.sort === '-budget') order.push(desc(tasks.budget));
  else if (opts.sort === 'due') order.push(sql`${tasks.whenDate} asc nulls last`);
  order.push(sql`${tasks.createdAt} desc nulls last`, sql`${tasks.id} desc nulls last`);
  // The page's ids and the capped count in one pass over the index that orders the list (the list's
  // indexes cover the filters, migration 0015), then only the page's rows from the table.
  const offset = (opts.page - 1) * opts.limit;
  const onlyWords = hasOnlyWords(opts.filters, opts.namedCategoryIds ?? []);
  const walk =
    onlyWords &&
    opts.breadth !== undefined &&
    walksListing(opts.breadth.leastMatches, opts.breadth.listed, { offset, limit: opts.limit });
  const page = searchedPageSource(
    db,
    {
      table: tasks,
      columns: { id: tasks.id, vector: tasks.search, category: tasks.categoryId },
      where: (match) => publicWhere(opts.filters, match),
      order,
      ranking,
    },
    { tsquery: opts.tsquery, namedCategoryIds: opts.namedCategoryIds ?? [], walk },
    { offset, limit: opts.limit, planOnce: onlyWords },
  );
  // The posters come with their tasks: a card names its poster.
  const { rows, total, isTotalCapped } = await readCountedPage<{
    task: Pick<TaskRow, keyof typeof cardTaskColumns>;
    categoryName: string;
    categorySlug: string;
    poster: PersonRow | null;
  }>(
    db
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
      .orderBy(...order),
    offset,
  );
  return {
    docs: rows.map(flatten),
    // A poster whose account is gone reads as null here (the card says "Former user").
    posters: new Map(rows.flatMap((r) => (r.poster ? [[r.poster.id, r.poster] as const] : []))),
    total,
    isTotalCapped,
  };
}

/** Active task categories in order, with their visible Open tasks. */
export async function listTaskCategories(db: Executor) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      image: categories.image,
      sortOrder: categories.sortOrder,
      openTaskCount: sql<number>`(
        select count(*)::int from "tasks" t
        where t.category_id = "categories"."id" and t.status = 'Open' and t.is_hidden = false
      )`,
    })
    .from(categories)
    .where(and(eq(categories.section, 'task'), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
}

export async function findTaskCategory(db: Executor, id: string) {
  const [row] = await db
    .select({ id: categories.id, isActive: categories.isActive })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.section, 'task')));
  return row;
}

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

/** The poster's tasks in one state, newest first, with their Pending offers counted. */
export async function listPostedTasks(
  db: Executor,
  posterId: string,
  status: TTaskStatus,
  page: { page: number; limit: number },
): Promise<{ docs: (TaskWithCategory & { pendingOffersCount: number })[]; total: number }> {
  const where = and(eq(tasks.posterId, posterId), eq(tasks.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...taskWithCategory,
        pendingOffersCount: sql<number>`(
          select count(*)::int from "task_offers" o where o.task_id = "tasks"."id" and o.status = 'Pending'
        )`,
      })
      .from(tasks)
      .innerJoin(categories, eq(categories.id, tasks.categoryId))
      .where(where)
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return {
    docs: rows.map((r) => ({ ...flatten(r), pendingOffersCount: Number(r.pendingOffersCount) })),
    total: total?.n ?? 0,
  };
}

export async function countPostedByStatus(db: Executor, posterId: string) {
  return db
    .select({ status: tasks.status, n: count() })
    .from(tasks)
    .where(eq(tasks.posterId, posterId))
    .groupBy(tasks.status);
}

/** Task ids among these that `authorId` has reviewed. */
export async function findReviewedTaskIds(
  db: Executor,
  authorId: string,
  taskIds: string[],
): Promise<Set<string>> {
  if (taskIds.length === 0) return new Set();
  const rows = await db
    .select({ taskId: taskReviews.taskId })
    .from(taskReviews)
    .where(and(eq(taskReviews.authorId, authorId), inArray(taskReviews.taskId, taskIds)));
  return new Set(rows.map((r) => r.taskId));
}

export type TaskerListType = 'Assigned' | 'Completed' | 'Cancelled' | 'Offers';

function taskerListWhere(taskerId: string, type: TaskerListType): SQL {
  if (type === 'Offers')
    return and(eq(taskOffers.taskerId, taskerId), eq(taskOffers.status, 'Pending')) as SQL;
  return and(
    eq(taskOffers.taskerId, taskerId),
    eq(taskOffers.status, 'Accepted'),
    eq(tasks.status, type),
  ) as SQL;
}

/** The tasker's list: tasks whose accepted offer is theirs by state, or their Pending offers. */
export async function listTaskerTasks(
  db: Executor,
  taskerId: string,
  type: TaskerListType,
  page: { page: number; limit: number },
): Promise<{ docs: { task: TaskWithCategory; offer: TaskOfferRow }[]; total: number }> {
  const where = taskerListWhere(taskerId, type);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...taskWithCategory, offer: taskOffers })
      .from(taskOffers)
      .innerJoin(tasks, eq(tasks.id, taskOffers.taskId))
      .innerJoin(categories, eq(categories.id, tasks.categoryId))
      .where(where)
      .orderBy(desc(taskOffers.updatedAt), desc(taskOffers.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(taskOffers).innerJoin(tasks, eq(tasks.id, taskOffers.taskId)).where(where),
  ]);
  return { docs: rows.map((r) => ({ task: flatten(r), offer: r.offer })), total: total?.n ?? 0 };
}

export async function countTaskerLists(
  db: Executor,
  taskerId: string,
): Promise<Record<TaskerListType, number>> {
  const [row] = await db
    .select({
      Offers: sql<number>`count(*) filter (where ${taskOffers.status} = 'Pending')::int`,
      Assigned: sql<number>`count(*) filter (where ${taskOffers.status} = 'Accepted' and ${tasks.status} = 'Assigned')::int`,
      Completed: sql<number>`count(*) filter (where ${taskOffers.status} = 'Accepted' and ${tasks.status} = 'Completed')::int`,
      Cancelled: sql<number>`count(*) filter (where ${taskOffers.status} = 'Accepted' and ${tasks.status} = 'Cancelled')::int`,
    })
    .from(taskOffers)
    .innerJoin(tasks, eq(tasks.id, taskOffers.taskId))
    .where(eq(taskOffers.taskerId, taskerId));
  return {
    Assigned: Number(row?.Assigned ?? 0),
    Completed: Number(row?.Completed ?? 0),
    Cancelled: Number(row?.Cancelled ?? 0),
    Offers: Number(row?.Offers ?? 0),
  };
}

export type AdminTaskFilters = {
  search?: string | undefined;
  status?: TTaskStatus | undefined;
  categoryId?: string | undefined;
  placeId?: string | undefined;
  hidden?: boolean | undefined;
};

const ADMIN_TABLE: AdminListingTable = {
  table: tasks,
  title: tasks.title,
  status: tasks.status,
  isHidden: tasks.isHidden,
  placePath: tasks.placePath,
  personId: tasks.posterId,
};

function adminWhere(filters: AdminTaskFilters, withStatus: boolean): SQL | undefined {
  const also = [filters.categoryId ? eq(tasks.categoryId, filters.categoryId) : undefined];
  return adminListingWhere(ADMIN_TABLE, filters, { withStatus, also });
}

export type AdminTaskSort =
  | 'createdAt'
  | '-createdAt'
  | 'budget'
  | '-budget'
  | 'offersCount'
  | '-offersCount';

export async function listAdminTasks(
  db: Executor,
  opts: { filters: AdminTaskFilters; sort: AdminTaskSort; page: number; limit: number },
): Promise<{ docs: TaskWithCategory[]; total: number }> {
  const where = adminWhere(opts.filters, true);
  const order = orderBySort(
    opts.sort,
    { createdAt: tasks.createdAt, budget: tasks.budget, offersCount: tasks.offersCount },
    { ties: [desc(tasks.id)] },
  );
  const [rows, total] = await Promise.all([
    db
      .select(taskWithCategory)
      .from(tasks)
      .innerJoin(categories, eq(categories.id, tasks.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    countAdminListings(db, ADMIN_TABLE, where),
  ]);
  return { docs: rows.map(flatten), total };
}

/** Counts per status under the admin filters other than the status. */
export function countAdminTasksByStatus(db: Executor, filters: AdminTaskFilters) {
  return countAdminListingsByStatus<TTaskStatus>(db, ADMIN_TABLE, adminWhere(filters, false));
}

export async function findEmails(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}
