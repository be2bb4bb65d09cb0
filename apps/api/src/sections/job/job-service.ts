import {
  checkJobDeadline,
  JOB_FLOW,
  jobToday,
  type TJobInput,
  type TJobStatus,
  type TVendorJob,
  type TVendorJobListResponse,
  type ZAdminJobListQuery,
  type ZVendorJobListQuery,
} from '@bazaar/shared/job';
import { buildPagination } from '@bazaar/shared/pagination';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { jobs } from '../../db/schema/jobs.ts';
import { vendors } from '../../db/schema/shop.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { announceListing } from '../../lib/listing-events.ts';
import { transition } from '../../lib/status-flow.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { holdNewAccount, rowsMadeSince } from '../../platform/moderation/limits.ts';
import { notifyHook } from '../../platform/notification/service.ts';
import { checkListingCategory, checkListingPlace } from '../listing-values.ts';
import * as dto from './dto.ts';
import * as repo from './repo.ts';
import { type JobDeps, sweepExpiredJobs } from './service.ts';

/** The columns a job request sets, checked against the database (category, place). */
async function jobValues(deps: JobDeps, input: TJobInput, keptDeadline?: string) {
  const deadlineError = checkJobDeadline(input.deadline, keptDeadline);
  if (deadlineError) throw fieldError('deadline', deadlineError);
  await checkListingCategory(deps.db, 'job', input.categoryId);
  const placePath = await checkListingPlace(deps.db, input.placeId);
  return {
    title: input.title,
    categoryId: input.categoryId,
    description: input.description,
    type: input.type,
    level: input.level,
    placeId: input.placeId,
    placePath,
    street: input.street,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    isNegotiable: input.isNegotiable,
    openings: input.openings,
    deadline: input.deadline,
    skills: input.skills,
    skillsText: input.skills.join(' '),
  };
}

async function findVendorJob(deps: JobDeps, vendorId: string, id: string): Promise<repo.JobWithRefs> {
  const job = await repo.findJob(deps.db, id);
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  if (job.vendorId !== vendorId) throw new AppError('FORBIDDEN', 'This job belongs to another store');
  return job;
}

/** POST /vendor/job/jobs: a new Open job of the vendor's store. */
export async function createJob(deps: JobDeps, vendorId: string, input: TJobInput): Promise<TVendorJob> {
  const [store] = await deps.db
    .select({ userId: vendors.userId })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (store) {
    await holdNewAccount(
      deps.db,
      store.userId,
      'listings',
      rowsMadeSince(deps.db, jobs, jobs.vendorId, vendorId, jobs.createdAt),
    );
  }
  const values = await jobValues(deps, input);
  const id = newId();
  await repo.insertJob(deps.db, { id, vendorId, ...values });
  await announceListing(deps.db, deps, { section: 'job', change: 'listed', ids: [id] });
  return dto.toVendorJob(deps, (await repo.findJob(deps.db, id)) as repo.JobWithRefs);
}

/** PUT /vendor/job/jobs/:id: the vendor edits its job, Open or Closed (its status does not change). */
export async function updateJob(
  deps: JobDeps,
  vendorId: string,
  id: string,
  input: TJobInput,
): Promise<TVendorJob> {
  const current = await findVendorJob(deps, vendorId, id);
  const values = await jobValues(deps, input, current.deadline);
  await repo.updateVendorJob(deps.db, id, vendorId, values);
  await announceListing(deps.db, deps, { section: 'job', change: 'changed', ids: [id] });
  return dto.toVendorJob(deps, (await repo.findJob(deps.db, id)) as repo.JobWithRefs);
}

/** GET /vendor/job/jobs/:id: the vendor's own job, for the edit form. */
export async function getVendorJob(deps: JobDeps, vendorId: string, id: string): Promise<TVendorJob> {
  await sweepExpiredJobs(deps);
  return dto.toVendorJob(deps, await findVendorJob(deps, vendorId, id));
}

/**
 * PUT /vendor/job/jobs/:id/status: the vendor closes or reopens its job (JOB_FLOW, role Vendor).
 * Reopening needs a deadline that has not passed (422: move the deadline first).
 */
export async function setJobStatus(
  deps: JobDeps,
  vendorId: string,
  id: string,
  to: TJobStatus,
): Promise<TVendorJob> {
  await sweepExpiredJobs(deps);
  const job = await findVendorJob(deps, vendorId, id);
  if (to === 'Open' && job.deadline < jobToday()) {
    throw new AppError(
      'BUSINESS_RULE',
      'The deadline has passed: set a new deadline before reopening the job',
    );
  }
  await inTransaction(deps.db, async (tx) => {
    await transition(tx, notifyHook(deps), {
      table: jobs,
      flow: JOB_FLOW,
      id,
      role: 'Vendor',
      from: job.status,
      to,
      set:
        to === 'Closed'
          ? { closedAt: new Date(), closedBy: 'Vendor', updatedAt: new Date() }
          : { closedAt: null, closedBy: null, updatedAt: new Date() },
    });
    await announceListing(tx, deps, {
      section: 'job',
      change: to === 'Open' ? 'listed' : 'unlisted',
      ids: [id],
    });
  });
  return dto.toVendorJob(deps, (await repo.findJob(deps.db, id)) as repo.JobWithRefs);
}

/** GET /vendor/job/jobs and GET /admin/job/jobs. */
export async function listBackOfficeJobs(
  deps: JobDeps,
  scope: { vendorId?: string },
  query: z.output<typeof ZVendorJobListQuery> | z.output<typeof ZAdminJobListQuery>,
): Promise<TVendorJobListResponse> {
  await sweepExpiredJobs(deps);
  const result = await repo.listBackOfficeJobs(deps.db, scope, query);
  return {
    docs: await dto.toVendorJobs(deps, result.docs),
    pagination: buildPagination(query.page, query.limit, result.total),
    counts: { status: result.counts },
  };
}
