import { z } from 'zod';
import { INT_COLUMN_MAX, latestDayAhead, tooFarAheadMessage, zDay, zPaisa } from './fields.ts';
import {
  JOB_APPLICATION_STATUSES,
  JOB_COVER_LETTER_MAX,
  JOB_COVER_LETTER_MIN,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_LEVELS,
  JOB_MAX_DEADLINE_DAYS,
  JOB_MAX_OPENINGS,
  JOB_MAX_SALARY,
  JOB_MAX_SKILLS,
  JOB_SKILL_MAX,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_STREET_MAX,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  JOB_TYPES,
  jobToday,
} from './job-constants.ts';
import { optionalParam, ZBoolFlag, ZSearchParam, zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

/**
 * The Job section (docs/domain.md "Jobs and applications"): vendors post jobs, users apply with a cover
 * letter and a PDF CV, the vendor moves each application towards Hired or Rejected, the applicant may
 * withdraw. Salaries are paisa per month. Every error message names its field.
 */

export * from './job-constants.ts';

export const ZJobType = z.enum(JOB_TYPES, { error: `Type must be one of ${JOB_TYPES.join(', ')}` });
export const ZJobLevel = z.enum(JOB_LEVELS, { error: `Level must be one of ${JOB_LEVELS.join(', ')}` });
export const ZJobStatus = z.enum(JOB_STATUSES, { error: `Status must be one of ${JOB_STATUSES.join(', ')}` });
export const ZJobApplicationStatus = z.enum(JOB_APPLICATION_STATUSES, {
  error: `Status must be one of ${JOB_APPLICATION_STATUSES.join(', ')}`,
});

// ─── Answers: what pages and lists show ───────────────────────────────────────────────────────────

/** The employer as a job shows it: the vendor's store. */
export const ZJobEmployer = z.object({
  _id: z.string(),
  storeName: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
export type TJobEmployer = z.infer<typeof ZJobEmployer>;

export const ZJobCategoryRef = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type TJobCategoryRef = z.infer<typeof ZJobCategoryRef>;

/** A place on the address tree and its names up to the State (`Baneshwor, Kathmandu, Bagmati`). */
export const ZJobPlace = z.object({ _id: z.string(), name: z.string(), label: z.string() });
export type TJobPlace = z.infer<typeof ZJobPlace>;

/** The salary: a monthly range in paisa (max may be open), or negotiable (both null). */
export const ZJobSalary = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  isNegotiable: z.boolean(),
});
export type TJobSalary = z.infer<typeof ZJobSalary>;

/**
 * A job as a list card shows it. `status` is what a reader sees: an Open job past its deadline is
 * Closed (`effectiveJobStatus`). `place` is null for a remote job.
 */
export const ZJobCard = z.object({
  _id: z.string(),
  title: z.string(),
  status: ZJobStatus,
  type: ZJobType,
  level: ZJobLevel,
  category: ZJobCategoryRef,
  employer: ZJobEmployer,
  place: ZJobPlace.nullable(),
  salary: ZJobSalary,
  openings: z.number().int(),
  /** The last day to apply, `YYYY-MM-DD`. */
  deadline: z.string(),
  skills: z.array(z.string()),
  applicationsCount: z.number().int(),
  createdAt: z.string(),
});
export type TJobCard = z.infer<typeof ZJobCard>;

/** GET /job/:id: everything public (the street is public too: it is where the employer works). */
export const ZJobDetail = ZJobCard.extend({
  description: z.string(),
  street: z.string(),
  closedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;
export const ZJobDetailResponse = z.object({ data: ZJobDetail });
export type TJobDetailResponse = z.infer<typeof ZJobDetailResponse>;

/** GET /job/categories: active job categories, in order, with how many Open jobs each has. */
export const ZJobCategory = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  openJobCount: z.number().int(),
});
export type TJobCategory = z.infer<typeof ZJobCategory>;
export const ZJobCategoryListResponse = z.object({ data: z.array(ZJobCategory) });
export type TJobCategoryListResponse = z.infer<typeof ZJobCategoryListResponse>;

// ─── Public reads ─────────────────────────────────────────────────────────────────────────────────

/**
 * GET /job/list: Open jobs whose deadline has not passed, not hidden. `category` is a slug; `place`
 * an address node id (jobs there or under it); `type` and `level` one of theirs; `salaryMin` in
 * **paisa**: jobs whose range reaches it (negotiable ones are left out); `search` is typo-tolerant
 * full text over title, description and skills. Default sort `newest`, or `relevance` with a search.
 */
export const ZJobListQuery = ZPageQuery.extend({
  category: optionalParam(z.string().trim().max(120, 'category must be at most 120 characters')),
  place: optionalParam(z.uuid({ error: 'place must be a valid place id' })),
  type: optionalParam(ZJobType),
  level: optionalParam(ZJobLevel),
  salaryMin: optionalParam(
    zPaisa('salaryMin', {
      coerce: true,
      max: INT_COLUMN_MAX,
      typeError: 'salaryMin must be a number of paisa',
    }),
  ),
  search: ZSearchParam,
  sort: optionalParam(z.enum(JOB_SORTS, { error: `sort must be one of: ${JOB_SORTS.join(', ')}` })),
});
export type TJobListQuery = z.input<typeof ZJobListQuery>;

/** `didYouMean`: the search with each unknown word replaced by the closest known one; null when none was. */
export const ZJobListResponse = paginated(ZJobCard).extend({ didYouMean: z.string().nullable() });
export type TJobListResponse = z.infer<typeof ZJobListResponse>;

export const ZJobIdParams = z.object({ id: z.uuid({ error: 'Not a valid job id' }) });
export const ZJobApplicationIdParams = z.object({ id: z.uuid({ error: 'Not a valid application id' }) });

// ─── Vendor: posting and editing jobs ─────────────────────────────────────────────────────────────

const ZSalary = (label: string) =>
  zPaisa(label, { min: 1, max: JOB_MAX_SALARY, typeError: `${label} must be a number of paisa` });

/** The last day a deadline may be: a year from today. */
export function latestJobDeadline(now: Date = new Date()): string {
  return latestDayAhead(JOB_MAX_DEADLINE_DAYS, now);
}

/**
 * The deadline rule: from today in Nepal to a year ahead; `kept` (an edit's current deadline) may
 * stay as it is. Answers the message, or null when the day is fine.
 */
export function checkJobDeadline(deadline: string, kept?: string): string | null {
  if (deadline === kept) return null;
  if (deadline < jobToday()) return 'The deadline cannot be in the past';
  if (deadline > latestJobDeadline()) return tooFarAheadMessage('The deadline', JOB_MAX_DEADLINE_DAYS);
  return null;
}

/**
 * POST /vendor/job/jobs and PUT /vendor/job/jobs/:id (the whole job). A job is at a place
 * (`placeId`, any node of the address tree) unless its type is Remote. The salary is a monthly
 * range in paisa (`salaryMin` required, `salaryMax` optional and not below it) or `isNegotiable`.
 * The deadline is a day from today (in Nepal) to a year ahead; an edit may keep a passed one
 * (`checkJobDeadline`, which the API applies where it knows the job's current deadline).
 */
export const ZJobRequest = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(JOB_TITLE_MIN, `Title must be at least ${JOB_TITLE_MIN} characters`)
      .max(JOB_TITLE_MAX, `Title must be at most ${JOB_TITLE_MAX} characters`),
    categoryId: z.uuid({ error: 'Choose a category' }),
    description: z
      .string({ error: 'Description is required' })
      .trim()
      .min(JOB_DESCRIPTION_MIN, `Description must be at least ${JOB_DESCRIPTION_MIN} characters`)
      .max(JOB_DESCRIPTION_MAX, `Description must be at most ${JOB_DESCRIPTION_MAX} characters`),
    type: ZJobType,
    level: ZJobLevel,
    // Required (null for none), like isNegotiable: the request says what it means.
    placeId: z
      .union([z.uuid({ error: 'Choose a place' }), z.literal('').transform(() => null), z.null()], {
        error: 'Choose a place, or null for a Remote job',
      })
      .transform((v) => v ?? null),
    street: z
      .string({ error: 'Street must be text' })
      .trim()
      .max(JOB_STREET_MAX, `Street must be at most ${JOB_STREET_MAX} characters`)
      .default(''),
    isNegotiable: z.boolean({ error: 'Say whether the salary is negotiable (true or false)' }),
    salaryMin: z
      .union([z.null(), ZSalary('Minimum salary')])
      .optional()
      .transform((v) => v ?? null),
    salaryMax: z
      .union([z.null(), ZSalary('Maximum salary')])
      .optional()
      .transform((v) => v ?? null),
    openings: z
      .number({ error: 'Openings must be a number' })
      .int('Openings must be a whole number')
      .min(1, 'Openings must be at least 1')
      .max(JOB_MAX_OPENINGS, `Openings can be at most ${JOB_MAX_OPENINGS}`),
    deadline: zDay('Choose a deadline like 2026-01-31'),
    skills: z
      .array(
        z
          .string({ error: 'Each skill must be text' })
          .trim()
          .min(1, 'A skill cannot be empty')
          .max(JOB_SKILL_MAX, `Each skill must be at most ${JOB_SKILL_MAX} characters`),
        { error: 'Skills must be a list' },
      )
      .max(JOB_MAX_SKILLS, `Add at most ${JOB_MAX_SKILLS} skills`)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'Remote' && !v.placeId) {
      ctx.addIssue({ code: 'custom', path: ['placeId'], message: 'Choose a place, or make the job Remote' });
    }
    if (!v.isNegotiable && v.salaryMin === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['salaryMin'],
        message: 'Give a minimum salary, or mark it negotiable',
      });
    }
    if (!v.isNegotiable && v.salaryMin !== null && v.salaryMax !== null && v.salaryMax < v.salaryMin) {
      ctx.addIssue({
        code: 'custom',
        path: ['salaryMax'],
        message: 'Maximum salary must be at least the minimum',
      });
    }
    const seen = new Set<string>();
    for (const [i, skill] of v.skills.entries()) {
      const key = skill.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['skills', i], message: 'This skill is listed twice' });
      seen.add(key);
    }
  })
  .transform((v) => ({
    ...v,
    placeId: v.type === 'Remote' ? null : v.placeId,
    street: v.type === 'Remote' ? '' : v.street,
    salaryMin: v.isNegotiable ? null : v.salaryMin,
    salaryMax: v.isNegotiable ? null : v.salaryMax,
  }));
export type TJobRequest = z.input<typeof ZJobRequest>;
export type TJobInput = z.output<typeof ZJobRequest>;

/** A job in its vendor's list: what the card shows and what the back office adds. */
export const ZVendorJob = ZJobDetail.extend({
  placeId: z.string().nullable(),
  isHidden: z.boolean(),
  /** Applications still waiting for a decision (Applied, Shortlisted, Interview). */
  activeApplicationsCount: z.number().int(),
});
export type TVendorJob = z.infer<typeof ZVendorJob>;
export const ZVendorJobResponse = z.object({ data: ZVendorJob });
export const ZVendorJobWriteResponse = writeResult(ZVendorJob);
export type TVendorJobWriteResponse = z.infer<typeof ZVendorJobWriteResponse>;

export const VENDOR_JOB_SORTS = ['createdAt', 'deadline', 'applicationsCount'] as const;

/** GET /vendor/job/jobs: the vendor's own jobs (AdminTable convention). */
export const ZVendorJobListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  status: optionalParam(ZJobStatus),
  sort: zSort(VENDOR_JOB_SORTS, '-createdAt'),
});
export type TVendorJobListQuery = z.input<typeof ZVendorJobListQuery>;

export const ZJobStatusCounts = z.object({
  Open: z.number().int(),
  Closed: z.number().int(),
  all: z.number().int(),
});
export const ZVendorJobListResponse = paginated(ZVendorJob).extend({
  counts: z.object({ status: ZJobStatusCounts }),
});
export type TVendorJobListResponse = z.infer<typeof ZVendorJobListResponse>;

/** PUT /vendor/job/jobs/:id/status: close or reopen. */
export const ZJobStatusRequest = z.object({ status: ZJobStatus });
export type TJobStatusRequest = z.input<typeof ZJobStatusRequest>;

// ─── Applications ─────────────────────────────────────────────────────────────────────────────────

/** A private upload reference: the `private/<id>` path POST /upload/document answered. */
const ZDocumentRef = z
  .string({ error: 'Upload your CV (a PDF)' })
  .trim()
  .min(1, 'Upload your CV (a PDF)')
  .max(200, 'CV reference is too long');

/** POST /job/:id/apply: once per user per job, while the job is Open. The CV must be a PDF. */
export const ZJobApplyRequest = z.object({
  coverLetter: z
    .string({ error: 'Cover letter is required' })
    .trim()
    .min(JOB_COVER_LETTER_MIN, `Cover letter must be at least ${JOB_COVER_LETTER_MIN} characters`)
    .max(JOB_COVER_LETTER_MAX, `Cover letter must be at most ${JOB_COVER_LETTER_MAX} characters`),
  cv: ZDocumentRef,
});
export type TJobApplyRequest = z.input<typeof ZJobApplyRequest>;

export const ZJobApplicant = z.object({
  _id: z.string(),
  fullName: z.string(),
  image: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type TJobApplicant = z.infer<typeof ZJobApplicant>;

/** An application as its applicant, the job's vendor and admins see it. `cv` is `private/<id>`. */
export const ZJobApplication = z.object({
  _id: z.string(),
  job: z.object({
    _id: z.string(),
    title: z.string(),
    status: ZJobStatus,
    deadline: z.string(),
    employer: ZJobEmployer,
  }),
  applicant: ZJobApplicant,
  coverLetter: z.string(),
  cv: z.string(),
  cvName: z.string(),
  status: ZJobApplicationStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TJobApplication = z.infer<typeof ZJobApplication>;
export const ZJobApplicationWriteResponse = writeResult(ZJobApplication);
export type TJobApplicationWriteResponse = z.infer<typeof ZJobApplicationWriteResponse>;

/** GET /job/:id/me: the signed-in reader's side of a job page. */
export const ZJobViewer = z.object({
  isOwnJob: z.boolean(),
  myApplication: ZJobApplication.nullable(),
  canApply: z.boolean(),
});
export type TJobViewer = z.infer<typeof ZJobViewer>;
export const ZJobViewerResponse = z.object({ data: ZJobViewer });
export type TJobViewerResponse = z.infer<typeof ZJobViewerResponse>;

export const ZJobApplicationCounts = z.object({
  Applied: z.number().int(),
  Shortlisted: z.number().int(),
  Interview: z.number().int(),
  Hired: z.number().int(),
  Rejected: z.number().int(),
  Withdrawn: z.number().int(),
  all: z.number().int(),
});
export type TJobApplicationCounts = z.infer<typeof ZJobApplicationCounts>;

/** GET /job/user/applied?type=…: my applications (every status without `type`), newest first. */
export const ZAppliedJobListQuery = ZPageQuery.extend({ type: optionalParam(ZJobApplicationStatus) });
export type TAppliedJobListQuery = z.input<typeof ZAppliedJobListQuery>;
/** My applications and how many I have in each status, under the name of the filter (`type`). */
export const ZAppliedJobListResponse = paginated(ZJobApplication).extend({
  counts: z.object({ type: ZJobApplicationCounts }),
});
export type TAppliedJobListResponse = z.infer<typeof ZAppliedJobListResponse>;

/** The back office's lists: the page and the count per status under the same filters. */
export const ZJobApplicationListResponse = paginated(ZJobApplication).extend({
  counts: z.object({ status: ZJobApplicationCounts }),
});
export type TJobApplicationListResponse = z.infer<typeof ZJobApplicationListResponse>;

export const JOB_APPLICATION_SORTS = ['createdAt', 'updatedAt'] as const;

/**
 * GET /vendor/job/applications and /admin/job/applications (AdminTable convention): `search`
 * matches the applicant's name or email and the job's title; `job` narrows to one job.
 */
export const ZJobApplicationListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  status: optionalParam(ZJobApplicationStatus),
  job: optionalParam(z.uuid({ error: 'job must be a valid job id' })),
  sort: zSort(JOB_APPLICATION_SORTS, '-createdAt'),
});
export type TJobApplicationListQuery = z.input<typeof ZJobApplicationListQuery>;

/** PUT /vendor/job/applications/:id/status: the next step (JOB_APPLICATION_FLOW, role Vendor). */
export const ZJobApplicationStatusRequest = z.object({ status: ZJobApplicationStatus });
export type TJobApplicationStatusRequest = z.input<typeof ZJobApplicationStatusRequest>;

// ─── Admin ────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_JOB_SORTS = ['createdAt', 'deadline', 'applicationsCount'] as const;

/** GET /admin/job/jobs: `search` matches the title and the store's name; `hidden` true/false. */
export const ZAdminJobListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  status: optionalParam(ZJobStatus),
  category: optionalParam(z.uuid({ error: 'category must be a valid id' })),
  hidden: optionalParam(ZBoolFlag),
  sort: zSort(ADMIN_JOB_SORTS, '-createdAt'),
});
export type TAdminJobListQuery = z.input<typeof ZAdminJobListQuery>;

/** The vendor's list and the admin's show the same row. */
export const ZAdminJobListResponse = ZVendorJobListResponse;
export type TAdminJobListResponse = TVendorJobListResponse;

/** PUT /admin/job/jobs/:id/hidden. */
export const ZJobHiddenRequest = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });
export type TJobHiddenRequest = z.input<typeof ZJobHiddenRequest>;
