import {
  appliedJobsRoute,
  JOB_APPLICATION_FLOW,
  type TJobApplicationStatus,
  VENDOR_JOBS_ROUTE,
  vendorApplicationsRoute,
} from '@bazaar/shared/job-constants';
import type { NotifyInput } from '../../platform/notification/service.ts';

// What each person is told on each event of a job (notification type `job`: the vendor's applications
// list, the applicant's list by status) and the page it opens. Services pass the result to `notify`.

type JobRef = { jobId: string; title: string };
const jobMeta = (job: JobRef) => ({ jobId: job.jobId });

/** The job's vendor: someone applied. */
export function jobApplicationReceived(
  job: JobRef & { vendorUserId: string; applicantName: string },
): NotifyInput {
  return {
    userId: job.vendorUserId,
    title: 'New job application',
    message: `${job.applicantName} applied for "${job.title}".`,
    notificationType: 'job',
    topic: 'job',
    route: vendorApplicationsRoute('Applied'),
    metaData: jobMeta(job),
  };
}

const APPLICATION_NEWS: Record<TJobApplicationStatus, string> = {
  Applied: 'is received',
  Shortlisted: 'is shortlisted',
  Interview: 'moved to the interview stage: the employer will contact you',
  Hired: 'was successful: you are hired',
  Rejected: 'was not successful this time',
  Withdrawn: 'is withdrawn',
};

/** The applicant: the vendor moved their application. */
export function jobApplicationStatusChanged(
  job: JobRef & { applicantId: string; status: TJobApplicationStatus },
): NotifyInput {
  const message = `Your application for "${job.title}" ${APPLICATION_NEWS[job.status]}.`;
  return {
    userId: job.applicantId,
    title: `Application ${JOB_APPLICATION_FLOW.labels[job.status].toLowerCase()}`,
    message,
    notificationType: 'job',
    topic: 'job',
    route: appliedJobsRoute(job.status),
    metaData: jobMeta(job),
    email: {
      templateKey: 'job-application-status',
      values: { jobTitle: job.title, status: JOB_APPLICATION_FLOW.labels[job.status], news: message },
    },
  };
}

/** The job's vendor: an applicant withdrew. */
export function jobApplicationWithdrawn(
  job: JobRef & { vendorUserId: string; applicantName: string },
): NotifyInput {
  return {
    userId: job.vendorUserId,
    title: 'Application withdrawn',
    message: `${job.applicantName} withdrew their application for "${job.title}".`,
    notificationType: 'job',
    topic: 'job',
    route: vendorApplicationsRoute('Withdrawn'),
    metaData: jobMeta(job),
  };
}

/** The job's vendor: an admin closed their job. */
export function jobClosedByAdmin(job: JobRef & { vendorUserId: string }): NotifyInput {
  return {
    userId: job.vendorUserId,
    title: 'Job closed by Bazaar',
    message: `"${job.title}" was closed by an admin and takes no more applications.`,
    notificationType: 'job',
    topic: 'job',
    route: VENDOR_JOBS_ROUTE,
    metaData: jobMeta(job),
  };
}
