import { JOB_FLOW, type TVendorJob } from '@bazaar/shared/job';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceListing } from '../../lib/listing-events.ts';
import { transition } from '../../lib/status-flow.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notifyHook } from '../../platform/notification/service.ts';
import * as dto from './dto.ts';
import { jobClosedByAdmin } from './notifications.ts';
import * as repo from './repo.ts';
import { type JobDeps, sweepExpiredJobs } from './service.ts';

// What an admin does to a job (its list is the back office's, job-service.ts): close it, hide it.

/** PUT /admin/job/jobs/:id/close: an admin closes an Open job; its vendor is told. */
export async function closeJobAsAdmin(deps: JobDeps, id: string): Promise<TVendorJob> {
  await sweepExpiredJobs(deps);
  const job = await repo.findJob(deps.db, id);
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  await inTransaction(deps.db, async (tx) => {
    await transition(tx, notifyHook(deps), {
      table: jobs,
      flow: JOB_FLOW,
      id,
      role: 'Admin',
      from: job.status,
      to: 'Closed',
      set: { closedAt: new Date(), closedBy: 'Admin', updatedAt: new Date() },
      notify: (row) => [jobClosedByAdmin({ jobId: id, title: row.title, vendorUserId: job.vendorUserId })],
    });
    await announceListing(tx, deps, { section: 'job', change: 'unlisted', ids: [id] });
  });
  return dto.toVendorJob(deps, (await repo.findJob(deps.db, id)) as repo.JobWithRefs);
}

/** PUT /admin/job/jobs/:id/hidden: hides a job from every public page (or shows it again). */
export async function setJobHidden(deps: JobDeps, id: string, hidden: boolean): Promise<TVendorJob> {
  if (!(await repo.setJobHidden(deps.db, id, hidden))) throw new AppError('NOT_FOUND', 'Job not found');
  await announceListing(deps.db, deps, { section: 'job', change: hidden ? 'unlisted' : 'listed', ids: [id] });
  return dto.toVendorJob(deps, (await repo.findJob(deps.db, id)) as repo.JobWithRefs);
}
