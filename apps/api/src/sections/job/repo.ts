import type {
  TJobLevel,
  TJobSort,
  TJobStatus,
  TJobType,
  ZAdminJobListQuery,
  ZVendorJobListQuery,
} from '@bazaar/shared/job';
import { jobToday } from '@bazaar/shared/job-constants';
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  ilike,
  inArray,
  lt,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { builtPerShape, type Executor } from '../../db/client.ts';
import { type JobRow, jobApplications, jobs, type NewJobRow } from '../../db/schema/jobs.ts';
import { categories, vendors } from '../../db/schema/shop.ts';
import { containsPattern, hasOnlyWords, orderBySort, readCountedPage } from '../../lib/list-query.ts';
import {
  type ExactRanking,
  exactTsqueryOf,
  searchedPageSource,
  type TsqueryText,
} from '../../lib/search/category-match.ts';
import type { TypeAheadListing } from '../../lib/search/type-ahead.ts';

// ─── Jobs ─────────────────────────────────────────────────────────────────────────────────────────

/** A job with its category and employer, as cards and pages read it. */
export type JobWithRefs = JobRow & {
  categoryName: string;
  categorySlug: string;
  storeName: string;
  storeSlug: string;
  storeLogo: string | null;
  vendorUserId: string;
};

const jobWithRefs = {
  job: jobs,
  categoryName: categories.name,
  categorySlug: categories.slug,
  storeName: vendors.storeName,
  storeSlug: vendors.slug,
  storeLogo: vendors.logo,
  vendorUserId: vendors.userId,
};

type JoinedJob = {
  job: JobRow;
  categoryName: string;
  categorySlug: string;
  storeName: string;
  storeSlug: string;
  storeLogo: string | null;
  vendorUserId: string;
};

function flatten(r: JoinedJob): JobWithRefs {
  const { job, ...refs } = r;
  return { ...job, ...refs };
}

function selectJobs(db: Executor) {
  return db
    .select(jobWithRefs)
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .innerJoin(vendors, eq(vendors.id, jobs.vendorId));
}

export async function findJob(db: Executor, id: string): Promise<JobWithRefs | undefined> {
  const [row] = await selectJobs(db).where(eq(jobs.id, id));
  return row && flatten(row);
}

/**
 * Closes every Open job whose deadline day has passed (the System move of JOB_FLOW), answering the
 * jobs it closed. Reads call it first, so what they show never waits for a timer.
 */
export async function closeExpiredJobs(db: Executor, today: string) {
  return db
    .update(jobs)
    .set({ status: 'Closed', closedAt: new Date(), closedBy: 'System', updatedAt: new Date() })
    .where(and(eq(jobs.status, 'Open'), lt(jobs.deadline, today)))
    .returning({ id: jobs.id });
}

export async function insertJob(db: Executor, values: NewJobRow): Promise<void> {
  await db.insert(jobs).values(values);
}

/** Edits the vendor's own job: false when it is not theirs. */
export async function updateVendorJob(
  db: Executor,
  id: string,
  vendorId: string,
  values: Partial<NewJobRow>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.vendorId, vendorId)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function setJobHidden(db: Executor, id: string, isHidden: boolean): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ isHidden, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** How many listed jobs a category holds (for listCategoriesCounting's correlated count). */
export function countOpenJobsOfCategory(today: string): SQL {
  return sql`select count(*)::int from "jobs" j
    where j.category_id = "categories"."id" and j.status = 'Open' and j.is_hidden = false
      and j.deadline >= ${today}`;
}

export type JobListFilters = {
  categorySlug?: string | undefined;
  placeId?: string | undefined;
  type?: TJobType | undefined;
  level?: TJobLevel | undefined;
  salaryMin?: number | undefined;
};

/** Listed: Open, not hidden, deadline today or later. */
export function listedJobs(today: string | Placeholder<'today'>): SQL {
  // Literals where the partial indexes' predicates are matched: the list's plan is made once (decision 025).
  return sql`(${jobs.isHidden} = false and ${jobs.status} = 'Open' and ${jobs.deadline} >= ${today})`;
}

/** Job as the header's type-ahead reads it: listed jobs (as of today), newest first (the list's order). */
export const JOB_TYPE_AHEAD: TypeAheadListing = {
  table: jobs,
  id: jobs.id,
  title: jobs.title,
  ref: jobs.id,
  vector: jobs.search,
  listed: listedJobs(sql.placeholder('today')),
  order: [sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`],
  values: () => ({ today: jobToday() }),
};

/** The public list's WHERE: listed jobs, the filters and the search's `match` (wordsOrNamedCategory). */
function publicWhere(
  filters: JobListFilters,
  today: string | Placeholder<'today'>,
  match: SQL | undefined,
): SQL {
  const conditions: (SQL | undefined)[] = [listedJobs(today)];
  if (filters.categorySlug) {
    conditions.push(
      sql`${jobs.categoryId} = (select id from ${categories} where section = 'job' and slug = ${filters.categorySlug})`,
    );
  }
  if (filters.placeId) conditions.push(arrayContains(jobs.placePath, [filters.placeId]));
  if (filters.type) conditions.push(eq(jobs.type, filters.type));
  if (filters.level) conditions.push(eq(jobs.level, filters.level));
  if (filters.salaryMin !== undefined) {
    conditions.push(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${filters.salaryMin}`);
  }
  conditions.push(match);
  return and(...conditions) as SQL;
}

type PublicJobListOptions = {
  filters: JobListFilters;
  tsquery: TsqueryText | null;
  exactTsquery: TsqueryText | null;
  /** Categories the search names: their jobs match it too (lib/search/category-match.ts). */
  namedCategoryIds?: string[];
  sort: TJobSort;
  page: number;
  limit: number;
  today: string | Placeholder<'today'>;
};

/** One page of the public list; exact words rank first in a search. */
export async function listPublicJobs(
  db: Executor,
  opts: PublicJobListOptions & { today: string },
): Promise<{ docs: JobWithRefs[]; total: number; isTotalCapped: boolean }> {
  const offset = (opts.page - 1) * opts.limit;
  // A search by its words alone is built once per sort and page, its words and today as
  // placeholders: Drizzle built it on every search of every section.
  const built =
    opts.tsquery && hasOnlyWords(opts.filters, opts.namedCategoryIds)
      ? searchQuery(db, { sort: opts.sort, offset, limit: opts.limit, exact: exactTsqueryOf(opts) !== null })
      : undefined;
  const rows = built
    ? built.execute({ tsquery: opts.tsquery, exactTsquery: exactTsqueryOf(opts), today: opts.today })
    : pageSelect(db, opts, offset);
  const { rows: found, total, isTotalCapped } = await readCountedPage<JoinedJob>(rows, offset);
  return { docs: found.map(flatten), total, isTotalCapped };
}

/** A search by its words alone, built once per sort, page and ranking (decision 056). */
const searchQuery = builtPerShape(
  'job_search',
  (db, shape: { sort: TJobSort; offset: number; limit: number; exact: boolean }, name) => {
    const opts: PublicJobListOptions = {
      filters: {},
      tsquery: sql.placeholder('tsquery'),
      exactTsquery: shape.exact ? sql.placeholder('exactTsquery') : null,
      sort: shape.sort,
      page: 1,
      limit: shape.limit,
      today: sql.placeholder('today'),
    };
    return pageSelect(db, opts, shape.offset).prepare(name);
  },
);

/** The page's statement: its ids and capped count (searchedPageSource), its jobs and their refs. */
function pageSelect(db: Executor, opts: PublicJobListOptions, offset: number) {
  const order: SQL[] = [];
  // Words as typed before typo corrections, then the newest (no ts_rank: the vector has no weights;
  // decision 018).
  const exactTsquery = exactTsqueryOf(opts);
  const ranking: ExactRanking | null = exactTsquery
    ? { exactTsquery, term: sql`(${jobs.search} @@ to_tsquery('simple', ${exactTsquery})) desc` }
    : null;
  if (ranking) order.push(ranking.term);
  else if (opts.sort === 'deadline') order.push(sql`${jobs.deadline} asc`);
  else if (opts.sort === '-salary') {
    order.push(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) desc nulls last`);
  }
  order.push(sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`);
  // The page's ids and the capped count in one pass, then the page's rows and their category and
  // employer (lib/list-query.ts).
  const page = searchedPageSource(
    db,
    {
      table: jobs,
      columns: { id: jobs.id, vector: jobs.search, category: jobs.categoryId },
      where: (match) => publicWhere(opts.filters, opts.today, match),
      order,
      ranking,
    },
    { tsquery: opts.tsquery, namedCategoryIds: opts.namedCategoryIds ?? [] },
    { offset, limit: opts.limit, planOnce: hasOnlyWords(opts.filters, opts.namedCategoryIds) },
  );
  return db
    .select({ ...jobWithRefs, pageId: page.id, matches: page.matches })
    .from(page.source)
    .leftJoin(jobs, eq(jobs.id, page.id))
    .leftJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(vendors, eq(vendors.id, jobs.vendorId))
    .orderBy(...order);
}

type BackOfficeQuery =
  | z.output<typeof ZVendorJobListQuery>
  | (z.output<typeof ZAdminJobListQuery> & { vendorId?: undefined });

/**
 * The back office's job lists: a vendor's own (`vendorId`) or every job (admins), with the count per
 * status under the same filters.
 */
export async function listBackOfficeJobs(
  db: Executor,
  scope: { vendorId?: string },
  query: BackOfficeQuery,
): Promise<{ docs: JobWithRefs[]; total: number; counts: Record<TJobStatus | 'all', number> }> {
  const base: (SQL | undefined)[] = [];
  if (scope.vendorId) base.push(eq(jobs.vendorId, scope.vendorId));
  if (query.search) {
    const pattern = containsPattern(query.search);
    base.push(or(ilike(jobs.title, pattern), ilike(vendors.storeName, pattern)));
  }
  if ('category' in query && query.category) base.push(eq(jobs.categoryId, query.category));
  if ('hidden' in query && query.hidden !== undefined) base.push(eq(jobs.isHidden, query.hidden));
  const where = and(...base, query.status ? eq(jobs.status, query.status) : undefined);
  const order = orderBySort(
    query.sort,
    { createdAt: jobs.createdAt, deadline: jobs.deadline, applicationsCount: jobs.applicationsCount },
    { ties: [desc(jobs.createdAt), desc(jobs.id)] },
  );
  const [rows, totals, byStatus] = await Promise.all([
    selectJobs(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(jobs).innerJoin(vendors, eq(vendors.id, jobs.vendorId)).where(where),
    db
      .select({ status: jobs.status, n: count() })
      .from(jobs)
      .innerJoin(vendors, eq(vendors.id, jobs.vendorId))
      .where(and(...base))
      .groupBy(jobs.status),
  ]);
  const counts = { Open: 0, Closed: 0, all: 0 };
  for (const r of byStatus) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return { docs: rows.map(flatten), total: totals[0]?.n ?? 0, counts };
}

/** Applications still waiting for a decision, per job. */
export async function countActiveApplications(db: Executor, jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ id: jobApplications.jobId, n: count() })
    .from(jobApplications)
    .where(
      and(
        inArray(jobApplications.jobId, jobIds),
        inArray(jobApplications.status, ['Applied', 'Shortlisted', 'Interview']),
      ),
    )
    .groupBy(jobApplications.jobId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The jobs /sitemap.xml lists: every listed one, newest first. */
export async function listSitemapJobs(db: Executor, limit: number, today: string) {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(listedJobs(today))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/** How many listed jobs the person's active store offers (their public profile, decision 044). */
export async function countListedJobsOfUser(db: Executor, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .innerJoin(vendors, eq(vendors.id, jobs.vendorId))
    .where(and(eq(vendors.userId, userId), eq(vendors.status, 'active'), listedJobs(today)));
  return row?.n ?? 0;
}
