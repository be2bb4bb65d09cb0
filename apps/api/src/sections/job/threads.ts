import { appliedJobsRoute, vendorApplicationsRoute } from '@bazaar/shared/job-constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobApplications, jobs } from '../../db/schema/jobs.ts';
import { vendors } from '../../db/schema/shop.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ThreadOpening, ThreadSubjectDefinitions } from '../../lib/section.ts';

// The job section's conversation (decision 048): an applicant and the vendor of the job they applied to.

/**
 * An application's conversation: its applicant or the job's vendor opens it; anyone else is told it
 * does not exist. Each reads it on their Messages page; what it is about is their list of applications.
 */
async function openApplicationThread(
  tx: Executor,
  user: UserRow,
  applicationId: string,
): Promise<ThreadOpening> {
  const [row] = await tx
    .select({
      id: jobApplications.id,
      applicantId: jobApplications.applicantId,
      jobTitle: jobs.title,
      vendorUserId: vendors.userId,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(vendors, eq(vendors.id, jobs.vendorId))
    .where(eq(jobApplications.id, applicationId));
  if (!row || (row.applicantId !== user.id && row.vendorUserId !== user.id)) {
    throw new AppError('NOT_FOUND', 'Application not found');
  }
  const q = `kind=job-application&id=${row.id}`;
  return {
    subjectId: row.id,
    title: `Application: ${row.jobTitle}`,
    participants: [
      { userId: row.applicantId, route: `/user/messages?${q}`, link: appliedJobsRoute() },
      { userId: row.vendorUserId, route: `/vendor/messages?${q}`, link: vendorApplicationsRoute() },
    ],
  };
}

export const JOB_THREAD_SUBJECTS: ThreadSubjectDefinitions = {
  'job-application': { open: openApplicationThread },
};
