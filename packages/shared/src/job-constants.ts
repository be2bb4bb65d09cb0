// No zod here: public job pages import these in the browser, and zod would come with them (decision 008).
import { defineStatusFlow } from './status-flow.ts';

/** How a job is worked. `Remote` jobs need no place. */
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Remote'] as const;
export type TJobType = (typeof JOB_TYPES)[number];

/** The seniority a job asks for. */
export const JOB_LEVELS = ['Entry', 'Mid', 'Senior', 'Manager'] as const;
export type TJobLevel = (typeof JOB_LEVELS)[number];
export const JOB_LEVEL_LABELS: Record<TJobLevel, string> = {
  Entry: 'Entry level',
  Mid: 'Mid level',
  Senior: 'Senior level',
  Manager: 'Manager',
};

/** A job's lifecycle: Open while it takes applications, Closed after. */
export const JOB_STATUSES = ['Open', 'Closed'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/** Who moves a job: its vendor, the back office, or the deadline passing (System). */
export type TJobActorRole = 'Vendor' | 'Admin' | 'System';

/**
 * The job lifecycle. The vendor closes and reopens its job (reopening needs a deadline that has not
 * passed); an admin may close one; the day after its deadline the job closes itself (System).
 */
export const JOB_FLOW = defineStatusFlow<TJobStatus, TJobActorRole>({
  statuses: JOB_STATUSES,
  transitions: {
    Vendor: { Open: ['Closed'], Closed: ['Open'] },
    Admin: { Open: ['Closed'] },
    System: { Open: ['Closed'] },
  },
  colors: { Open: 'green', Closed: 'gray' },
  actions: {
    Open: { label: 'Reopen job', shortLabel: 'Reopen' },
    Closed: { label: 'Close job', shortLabel: 'Close', isDestructive: true },
  },
});

/** An application: Applied → Shortlisted → Interview → Hired, Rejected on the way, or Withdrawn. */
export const JOB_APPLICATION_STATUSES = [
  'Applied',
  'Shortlisted',
  'Interview',
  'Hired',
  'Rejected',
  'Withdrawn',
] as const;
export type TJobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

/** Who moves an application: the job's vendor, or the applicant (withdrawing). */
export type TJobApplicationActorRole = 'Vendor' | 'Applicant';

/**
 * The application lifecycle. The vendor moves it a step at a time towards Hired, or rejects it at
 * any step; the applicant may withdraw it until a decision is made (Hired or Rejected).
 */
export const JOB_APPLICATION_FLOW = defineStatusFlow<TJobApplicationStatus, TJobApplicationActorRole>({
  statuses: JOB_APPLICATION_STATUSES,
  transitions: {
    Vendor: {
      Applied: ['Shortlisted', 'Rejected'],
      Shortlisted: ['Interview', 'Rejected'],
      Interview: ['Hired', 'Rejected'],
    },
    Applicant: {
      Applied: ['Withdrawn'],
      Shortlisted: ['Withdrawn'],
      Interview: ['Withdrawn'],
    },
  },
  colors: {
    Applied: 'blue',
    Shortlisted: 'cyan',
    Interview: 'grape',
    Hired: 'green',
    Rejected: 'red',
    Withdrawn: 'gray',
  },
  actions: {
    Shortlisted: { label: 'Shortlist' },
    Interview: { label: 'Invite to interview', shortLabel: 'Interview' },
    Hired: { label: 'Hire' },
    Rejected: { label: 'Reject', isDestructive: true },
    Withdrawn: { label: 'Withdraw application', shortLabel: 'Withdraw', isDestructive: true },
  },
});

/** Public list sorts (`GET /job/list`). */
export const JOB_SORTS = ['newest', 'deadline', '-salary', 'relevance'] as const;
export type TJobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<TJobSort, string> = {
  newest: 'Newest',
  deadline: 'Deadline soonest',
  '-salary': 'Salary: high to low',
  relevance: 'Best match',
};

// Limits (the form shows them; the API enforces them).
export const JOB_TITLE_MIN = 5;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MIN = 30;
export const JOB_DESCRIPTION_MAX = 8000;
export const JOB_STREET_MAX = 200;
export const JOB_MAX_SKILLS = 15;
export const JOB_SKILL_MAX = 40;
export const JOB_MAX_OPENINGS = 500;
/** Salaries are per month, in paisa: up to Rs. 1,00,00,000. */
export const JOB_MAX_SALARY = 1_000_000_000;
export const JOB_COVER_LETTER_MIN = 30;
export const JOB_COVER_LETTER_MAX = 5000;
/** A deadline at most this many days ahead. */
export const JOB_MAX_DEADLINE_DAYS = 365;

/** Where the applicant's list is, by status, and the vendor's applications list. */
export function appliedJobsRoute(status?: TJobApplicationStatus): string {
  return status ? `/user/job/applied?type=${status}` : '/user/job/applied';
}
export function vendorApplicationsRoute(status?: TJobApplicationStatus): string {
  return status ? `/vendor/job/applications?status=${status}` : '/vendor/job/applications';
}
export const VENDOR_JOBS_ROUTE = '/vendor/job/jobs';

/** Public pages: a job, a category. */
export function jobPath(id: string): string {
  return `/job/${id}`;
}
export function jobCategoryPath(slug: string): string {
  return `/job/category/${encodeURIComponent(slug)}`;
}

/** Today in Nepal (UTC+5:45) as `YYYY-MM-DD`: a job takes applications through its deadline day. */
export function jobToday(now: Date = new Date()): string {
  return new Date(now.getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
}

/** The status a reader sees: an Open job whose deadline has passed is Closed, swept or not. */
export function effectiveJobStatus(job: { status: TJobStatus; deadline: string }, today = jobToday()) {
  return job.status === 'Open' && job.deadline < today ? 'Closed' : job.status;
}
