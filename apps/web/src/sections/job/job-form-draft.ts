import {
  checkJobDeadline,
  type TJobLevel,
  type TJobRequest,
  type TJobType,
  type TVendorJob,
  ZJobRequest,
} from '@bazaar/shared/job';
import { parseRupees, toRupees } from '@bazaar/shared/money';
import { schemaFieldErrors } from '@/components/listing-form/use-draft-fields';
import { EMPTY_CHAIN, placeDraftOf, placeIdOf, type TPlaceDraft } from '@/platform/address/place-fields';

// The job form's draft: empty, from a stored job, to the request, and its field errors.

export type Draft = TPlaceDraft & {
  title: string;
  categoryId: string;
  description: string;
  type: TJobType;
  level: TJobLevel;
  isNegotiable: boolean;
  minRs: string;
  maxRs: string;
  openings: number | string;
  deadline: string;
  skills: string[];
};

export function emptyDraft(): Draft {
  return {
    title: '',
    categoryId: '',
    description: '',
    type: 'Full-time',
    level: 'Entry',
    chain: EMPTY_CHAIN,
    keptPlace: null,
    street: '',
    isNegotiable: false,
    minRs: '',
    maxRs: '',
    openings: 1,
    deadline: '',
    skills: [],
  };
}

export const EMPTY_DRAFT = emptyDraft();

/** The request field each draft field feeds, where the names differ. */
export const ERROR_KEYS = {
  chain: 'placeId',
  keptPlace: 'placeId',
  minRs: 'salaryMin',
  maxRs: 'salaryMax',
} as const;

export function draftOf(job: TVendorJob): Draft {
  return {
    title: job.title,
    categoryId: job.category._id,
    description: job.description,
    type: job.type,
    level: job.level,
    ...placeDraftOf(job.place, job.street),
    isNegotiable: job.salary.isNegotiable,
    minRs: job.salary.min === null ? '' : String(toRupees(job.salary.min)),
    maxRs: job.salary.max === null ? '' : String(toRupees(job.salary.max)),
    openings: job.openings,
    deadline: job.deadline,
    skills: job.skills,
  };
}

export function requestOf(d: Draft): TJobRequest {
  const isRemote = d.type === 'Remote';
  return {
    title: d.title,
    categoryId: d.categoryId,
    description: d.description,
    type: d.type,
    level: d.level,
    placeId: isRemote ? null : placeIdOf(d) || null,
    street: isRemote ? '' : d.street,
    isNegotiable: d.isNegotiable,
    salaryMin: d.isNegotiable ? null : parseRupees(d.minRs),
    salaryMax: d.isNegotiable ? null : parseRupees(d.maxRs),
    openings: Number(d.openings),
    deadline: d.deadline,
    skills: d.skills,
  };
}

/** Field errors keyed by the request's field names, from the shared schema (the API says the same). */
export function validate(d: Draft, keptDeadline: string | undefined): Record<string, string> {
  const errors = schemaFieldErrors(ZJobRequest.safeParse(requestOf(d)));
  const deadline = d.deadline ? checkJobDeadline(d.deadline, keptDeadline) : null;
  if (deadline && !errors.deadline) errors.deadline = deadline;
  return errors;
}
