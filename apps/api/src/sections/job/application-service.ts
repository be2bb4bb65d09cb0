import {
  JOB_APPLICATION_FLOW,
  jobToday,
  type TJobApplication,
  type TJobApplicationListResponse,
  type TJobApplicationStatus,
  type ZJobApplicationListQuery,
  type ZJobApplyRequest,
} from '@bazaar/shared/job';
import { buildPagination } from '@bazaar/shared/pagination';
import type { z } from 'zod';
import { jobApplications } from '../../db/schema/jobs.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { transition } from '../../lib/status-flow.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notify, notifyHook } from '../../platform/notification/service.ts';
import { checkUploadRef } from '../../platform/upload/refs.ts';
import { findPrivateUpload } from '../../platform/upload/repo.ts';
import { openPrivateUpload, type PrivateFile } from '../../platform/upload/service.ts';
import * as applicationRepo from './application-repo.ts';
import * as dto from './dto.ts';
import {
  jobApplicationReceived,
  jobApplicationStatusChanged,
  jobApplicationWithdrawn,
} from './notifications.ts';
import { findVisibleJob, type JobDeps, sweepExpiredJobs } from './service.ts';

const PRIVATE_ID = /^private\/(.+)$/;

/** The applicant's own uploaded PDF: 400 naming `cv` otherwise. */
async function checkCv(deps: JobDeps, applicantId: string, raw: string): Promise<string> {
  const ref = await checkUploadRef(deps, raw, { kind: 'document', field: 'cv', ownerId: applicantId });
  const upload = await findPrivateUpload(deps.db, PRIVATE_ID.exec(ref)?.[1] ?? '');
  if (upload?.contentType !== 'application/pdf') throw fieldError('cv', 'Your CV must be a PDF');
  return ref;
}

async function loadApplication(deps: JobDeps, id: string): Promise<applicationRepo.ApplicationWithRefs> {
  const row = await applicationRepo.findApplication(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
  return row;
}

/**
 * POST /job/:id/apply: one application per user per job (the unique index settles a race: 409),
 * while the job is Open and its deadline has not passed; a vendor cannot apply to its own job.
 * Counting the application locks the job row, so an apply and a close never cross. The vendor is told.
 */
export async function applyToJob(
  deps: JobDeps,
  applicantId: string,
  jobId: string,
  input: z.output<typeof ZJobApplyRequest>,
): Promise<TJobApplication> {
  const job = await findVisibleJob(deps.db, jobId);
  if (job.vendorUserId === applicantId) throw new AppError('FORBIDDEN', 'You cannot apply to your own job');
  const cv = await checkCv(deps, applicantId, input.cv);
  const id = newId();
  try {
    await inTransaction(deps.db, async (tx) => {
      if (!(await applicationRepo.countApplicationOnOpenJob(tx, jobId, jobToday()))) {
        throw new AppError('CONFLICT', 'This job is closed and takes no more applications');
      }
      await applicationRepo.insertApplication(tx, {
        id,
        jobId,
        applicantId,
        coverLetter: input.coverLetter,
        cv,
      });
      const row = (await applicationRepo.findApplication(tx, id)) as applicationRepo.ApplicationWithRefs;
      await notify(
        tx,
        deps,
        jobApplicationReceived({
          jobId,
          title: job.title,
          vendorUserId: job.vendorUserId,
          applicantName: row.applicantName,
        }),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err, 'job_applications_job_applicant_unique')) {
      throw new AppError('CONFLICT', 'You have already applied for this job');
    }
    throw err;
  }
  return dto.toApplication(deps, await loadApplication(deps, id));
}

/** PUT /job/applications/:id/withdraw: the applicant takes back their application before a decision. */
export async function withdrawApplication(
  deps: JobDeps,
  applicantId: string,
  id: string,
): Promise<TJobApplication> {
  const app = await loadApplication(deps, id);
  if (app.applicantId !== applicantId) throw new AppError('FORBIDDEN', 'This is not your application');
  await inTransaction(deps.db, (tx) =>
    transition(tx, notifyHook(deps), {
      table: jobApplications,
      flow: JOB_APPLICATION_FLOW,
      id,
      role: 'Applicant',
      from: app.status,
      to: 'Withdrawn',
      set: { updatedAt: new Date() },
      notify: () => [
        jobApplicationWithdrawn({
          jobId: app.jobId,
          title: app.jobTitle,
          vendorUserId: app.vendorUserId,
          applicantName: app.applicantName,
        }),
      ],
    }),
  );
  return dto.toApplication(deps, await loadApplication(deps, id));
}

/** The vendor's own job's application: 404 when unknown, 403 when it is another store's. */
async function loadVendorApplication(deps: JobDeps, vendorId: string, id: string) {
  const app = await loadApplication(deps, id);
  if (app.vendorId !== vendorId)
    throw new AppError('FORBIDDEN', "This application is for another store's job");
  return app;
}

/**
 * PUT /vendor/job/applications/:id/status: the vendor moves an application one step
 * (JOB_APPLICATION_FLOW, role Vendor; 409 with nothing changed otherwise); the applicant is told.
 */
export async function moveApplication(
  deps: JobDeps,
  vendorId: string,
  id: string,
  to: TJobApplicationStatus,
): Promise<TJobApplication> {
  const app = await loadVendorApplication(deps, vendorId, id);
  await inTransaction(deps.db, (tx) =>
    transition(tx, notifyHook(deps), {
      table: jobApplications,
      flow: JOB_APPLICATION_FLOW,
      id,
      role: 'Vendor',
      from: app.status,
      to,
      set: { updatedAt: new Date() },
      notify: () => [
        jobApplicationStatusChanged({
          jobId: app.jobId,
          title: app.jobTitle,
          applicantId: app.applicantId,
          status: to,
        }),
      ],
    }),
  );
  return dto.toApplication(deps, await loadApplication(deps, id));
}

/** GET /vendor/job/applications/:id/cv: the applicant's CV, for the job's vendor only. */
export async function readApplicationCv(deps: JobDeps, vendorId: string, id: string): Promise<PrivateFile> {
  const app = await loadVendorApplication(deps, vendorId, id);
  const upload = await findPrivateUpload(deps.db, PRIVATE_ID.exec(app.cv)?.[1] ?? '');
  if (!upload) throw new AppError('NOT_FOUND', 'File not found');
  return openPrivateUpload(deps, upload);
}

/** The applicant's list, a vendor's, or every application (admins). */
export async function listApplications(
  deps: JobDeps,
  scope: { applicantId?: string; vendorId?: string },
  query: z.output<typeof ZJobApplicationListQuery>,
): Promise<TJobApplicationListResponse> {
  await sweepExpiredJobs(deps);
  const result = await applicationRepo.listApplications(deps.db, scope, query);
  return {
    docs: result.docs.map((r) => dto.toApplication(deps, r)),
    pagination: buildPagination(query.page, query.limit, result.total),
    counts: { status: result.counts },
  };
}
