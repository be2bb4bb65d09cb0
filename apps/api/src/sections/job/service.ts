import {
  jobToday,
  type TJobCategory,
  type TJobDetail,
  type TJobListResponse,
  type TJobViewer,
  type ZJobListQuery,
} from '@bazaar/shared/job';
import { buildPagination } from '@bazaar/shared/pagination';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, ListingSectionDeps } from '../../lib/deps.ts';
import { announceListing } from '../../lib/listing-events.ts';
import { exactRanking } from '../../lib/search/vocabulary.ts';
import {
  emptyListPage,
  listCacheKey,
  listDidYouMean,
  readListSearch,
  toCountedCategories,
  visibleOr404,
} from '../../lib/section-reads.ts';
import { listCategoriesCounting } from '../../platform/category/repo.ts';
import * as applicationRepo from './application-repo.ts';
import * as dto from './dto.ts';
import * as repo from './repo.ts';

/** What the Job services need from the app. */
export type JobDeps = ListingSectionDeps & Pick<AppDeps, 'privateUploadsDir' | 'jobCache'>;

/**
 * Closes the jobs whose deadline has passed (JOB_FLOW's System move) before a read shows them, so
 * a job closes itself the day after its deadline without a timer; the vocabulary forgets their words.
 */
export async function sweepExpiredJobs(
  deps: Pick<JobDeps, 'db' | 'listingEvents'>,
  opts: { force?: boolean } = {},
): Promise<void> {
  // Deadlines are days and every read also filters on them: a sweep a minute per database is plenty.
  const now = Date.now();
  if (!opts.force && now - (lastSweep.get(deps.db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(deps.db, now);
  const closed = await repo.closeExpiredJobs(deps.db, jobToday());
  if (closed.length > 0) {
    await announceListing(deps.db, deps, {
      section: 'job',
      change: 'unlisted',
      ids: closed.map((j) => j.id),
    });
  }
}

const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<object, number>();

/**
 * GET /job/list: Open jobs, not hidden, deadline not passed. A search matches each word as a prefix
 * or as a known job word within its typo budget (lib/search); exact words rank first.
 */
export async function listJobs(
  deps: JobDeps,
  input: z.output<typeof ZJobListQuery>,
): Promise<TJobListResponse> {
  const { query, key } = listCacheKey(input);
  return deps.jobCache.get(key, () => loadJobList(deps, query));
}

async function loadJobList(deps: JobDeps, input: z.output<typeof ZJobListQuery>): Promise<TJobListResponse> {
  // "engineering" finds the Engineering jobs, whose own words may never say it.
  const search = await readListSearch(deps, 'job', input.search, 'job');
  if (!search) return emptyListPage(input.page, input.limit);
  const { plan, named } = search;
  const result = await repo.listPublicJobs(deps.db, {
    filters: {
      categorySlug: input.category,
      placeId: input.place,
      type: input.type,
      level: input.level,
      salaryMin: input.salaryMin,
    },
    tsquery: plan?.tsquery ?? null,
    exactTsquery: exactRanking(plan, named.ids.length > 0),
    namedCategoryIds: named.ids,
    sort: input.sort ?? (plan ? 'relevance' : 'newest'),
    page: input.page,
    limit: input.limit,
    today: jobToday(),
  });
  return {
    docs: await dto.toJobCards(deps, result.docs),
    pagination: buildPagination(input.page, input.limit, result.total, result.isTotalCapped),
    didYouMean: listDidYouMean(search),
  };
}

/** GET /job/categories's answer, one object per cached list. */
export async function listJobCategoriesResponse(deps: JobDeps): Promise<{ data: TJobCategory[] }> {
  return deps.jobCache.get('categories-response', async () => ({ data: await loadJobCategories(deps) }));
}

async function loadJobCategories(deps: JobDeps): Promise<TJobCategory[]> {
  const rows = await listCategoriesCounting(deps.db, 'job', repo.countOpenJobsOfCategory(jobToday()));
  return toCountedCategories(rows, deps.imageBaseUrl, 'openJobCount');
}

/** The job as anyone may see it: 404 when it does not exist or an admin hid it. */
export async function findVisibleJob(db: Executor, id: string): Promise<repo.JobWithRefs> {
  return visibleOr404(await repo.findJob(db, id), 'Job');
}

/** GET /job/:id's answer (Closed jobs stay readable, marked so), one object per cached job. */
export async function getJobResponse(deps: JobDeps, id: string): Promise<{ data: TJobDetail }> {
  return deps.jobCache.get(JSON.stringify(['job', id]), async () => ({
    data: await dto.toJobDetail(deps, await findVisibleJob(deps.db, id)),
  }));
}

/** GET /job/:id/me: the reader's application, and whether they may apply. */
export async function getViewer(deps: JobDeps, userId: string, id: string): Promise<TJobViewer> {
  const job = await findVisibleJob(deps.db, id);
  const mine = await applicationRepo.findMyApplication(deps.db, id, userId);
  const isOwnJob = job.vendorUserId === userId;
  const isOpen = job.status === 'Open' && job.deadline >= jobToday();
  return {
    isOwnJob,
    myApplication: mine ? dto.toApplication(deps, mine) : null,
    canApply: !isOwnJob && !mine && isOpen,
  };
}
