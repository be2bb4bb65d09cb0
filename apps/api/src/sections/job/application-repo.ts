import type { TJobApplicationStatus, TJobStatus, ZJobApplicationListQuery } from '@bazaar/shared/job';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { type JobApplicationRow, jobApplications, jobs } from '../../db/schema/jobs.ts';
import { vendors } from '../../db/schema/shop.ts';
import { privateUploads } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, orderBySort } from '../../lib/list-query.ts';

import { listedJobs } from './repo.ts';

// Job applications: counting one on a job that takes them, writing it, and reading them for the
// applicant, the vendor and the admin.

// ─── Applications ─────────────────────────────────────────────────────────────────────────────────

/**
 * Counts one more application on a job that still takes them (Open, shown, deadline not passed)
 * and locks its row: false when it does not.
 */
export async function countApplicationOnOpenJob(
  db: Executor,
  jobId: string,
  today: string,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ applicationsCount: sql`${jobs.applicationsCount} + 1` })
    .where(and(eq(jobs.id, jobId), listedJobs(today)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function insertApplication(
  db: Executor,
  values: typeof jobApplications.$inferInsert,
): Promise<void> {
  await db.insert(jobApplications).values(values);
}

/** An application with its job, employer, applicant and CV file name. */
export type ApplicationWithRefs = JobApplicationRow & {
  jobTitle: string;
  jobStatus: TJobStatus;
  jobDeadline: string;
  vendorId: string;
  vendorUserId: string;
  storeName: string;
  storeSlug: string;
  storeLogo: string | null;
  applicantName: string;
  applicantImage: string | null;
  applicantEmail: string;
  applicantPhone: string | null;
  cvName: string | null;
};

const applicationWithRefs = {
  application: jobApplications,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  jobDeadline: jobs.deadline,
  vendorId: jobs.vendorId,
  vendorUserId: vendors.userId,
  storeName: vendors.storeName,
  storeSlug: vendors.slug,
  storeLogo: vendors.logo,
  applicantName: users.fullName,
  applicantImage: users.image,
  applicantEmail: users.email,
  applicantPhone: users.phone,
  cvName: privateUploads.name,
};

function selectApplications(db: Executor) {
  return db
    .select(applicationWithRefs)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(vendors, eq(vendors.id, jobs.vendorId))
    .innerJoin(users, eq(users.id, jobApplications.applicantId))
    .leftJoin(privateUploads, sql`'private/' || ${privateUploads.id}::text = ${jobApplications.cv}`);
}

function flattenApplication(
  r: Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number],
) {
  const { application, ...refs } = r;
  return { ...application, ...refs } as ApplicationWithRefs;
}

export async function findApplication(db: Executor, id: string): Promise<ApplicationWithRefs | undefined> {
  const [row] = await selectApplications(db).where(eq(jobApplications.id, id));
  return row && flattenApplication(row);
}

export async function findMyApplication(
  db: Executor,
  jobId: string,
  applicantId: string,
): Promise<ApplicationWithRefs | undefined> {
  const [row] = await selectApplications(db).where(
    and(eq(jobApplications.jobId, jobId), eq(jobApplications.applicantId, applicantId)),
  );
  return row && flattenApplication(row);
}

/**
 * Applications for one audience: an applicant's own (`applicantId`), a vendor's jobs' (`vendorId`)
 * or all (admins), with the count per status under the same filters.
 */
export async function listApplications(
  db: Executor,
  scope: { applicantId?: string; vendorId?: string },
  query: z.output<typeof ZJobApplicationListQuery>,
): Promise<{
  docs: ApplicationWithRefs[];
  total: number;
  counts: Record<TJobApplicationStatus | 'all', number>;
}> {
  const base: (SQL | undefined)[] = [];
  if (scope.applicantId) base.push(eq(jobApplications.applicantId, scope.applicantId));
  if (scope.vendorId) base.push(eq(jobs.vendorId, scope.vendorId));
  if (query.job) base.push(eq(jobApplications.jobId, query.job));
  if (query.search) {
    const pattern = containsPattern(query.search);
    base.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(jobs.title, pattern)));
  }
  const where = and(...base, query.status ? eq(jobApplications.status, query.status) : undefined);
  const order = orderBySort(
    query.sort,
    { createdAt: jobApplications.createdAt, updatedAt: jobApplications.updatedAt },
    { ties: [desc(jobApplications.id)] },
  );
  const [rows, byStatus] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ status: jobApplications.status, n: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(users, eq(users.id, jobApplications.applicantId))
      .where(and(...base))
      .groupBy(jobApplications.status),
  ]);
  const counts = { Applied: 0, Shortlisted: 0, Interview: 0, Hired: 0, Rejected: 0, Withdrawn: 0, all: 0 };
  for (const r of byStatus) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  const total = query.status ? counts[query.status] : counts.all;
  return { docs: rows.map(flattenApplication), total, counts };
}
