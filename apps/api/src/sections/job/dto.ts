import type { TPlace } from '@bazaar/shared/address';
import {
  effectiveJobStatus,
  type TJobApplication,
  type TJobCard,
  type TJobDetail,
  type TVendorJob,
} from '@bazaar/shared/job';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toImageUrl } from '../../lib/images.ts';
import { loadPlaces } from '../../platform/address/places.ts';
import type * as applicationRepo from './application-repo.ts';
import * as repo from './repo.ts';

/** What turning rows into answers needs. */
export type DtoDeps = { db: Executor } & Pick<AppDeps, 'imageBaseUrl'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function employerOf(
  deps: DtoDeps,
  row: { vendorId: string; storeName: string; storeSlug: string; storeLogo: string | null },
) {
  return {
    _id: row.vendorId,
    storeName: row.storeName,
    slug: row.storeSlug,
    logo: toImageUrl(row.storeLogo, deps.imageBaseUrl),
  };
}

function cardOf(deps: DtoDeps, row: repo.JobWithRefs, places: Map<string, TPlace>): TJobCard {
  return {
    _id: row.id,
    title: row.title,
    status: effectiveJobStatus(row),
    type: row.type,
    level: row.level,
    category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    employer: employerOf(deps, row),
    place: row.placeId ? (places.get(row.placeId) ?? null) : null,
    salary: { min: row.salaryMin, max: row.salaryMax, isNegotiable: row.isNegotiable },
    openings: row.openings,
    deadline: row.deadline,
    skills: row.skills,
    applicationsCount: row.applicationsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function detailOf(deps: DtoDeps, row: repo.JobWithRefs, places: Map<string, TPlace>): TJobDetail {
  return {
    ...cardOf(deps, row, places),
    description: row.description,
    street: row.street,
    closedAt: iso(row.closedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toJobCards(deps: DtoDeps, rows: repo.JobWithRefs[]): Promise<TJobCard[]> {
  const places = await loadPlaces(deps.db, rows);
  return rows.map((r) => cardOf(deps, r, places));
}

export async function toJobDetail(deps: DtoDeps, row: repo.JobWithRefs): Promise<TJobDetail> {
  return detailOf(deps, row, await loadPlaces(deps.db, [row]));
}

/** Jobs as the vendor's and the admin's tables show them. */
export async function toVendorJobs(deps: DtoDeps, rows: repo.JobWithRefs[]): Promise<TVendorJob[]> {
  const [places, active] = await Promise.all([
    loadPlaces(deps.db, rows),
    repo.countActiveApplications(
      deps.db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    ...detailOf(deps, r, places),
    placeId: r.placeId,
    isHidden: r.isHidden,
    activeApplicationsCount: active.get(r.id) ?? 0,
  }));
}

export async function toVendorJob(deps: DtoDeps, row: repo.JobWithRefs): Promise<TVendorJob> {
  return (await toVendorJobs(deps, [row]))[0] as TVendorJob;
}

export function toApplication(deps: DtoDeps, row: applicationRepo.ApplicationWithRefs): TJobApplication {
  return {
    _id: row.id,
    job: {
      _id: row.jobId,
      title: row.jobTitle,
      status: effectiveJobStatus({ status: row.jobStatus, deadline: row.jobDeadline }),
      deadline: row.jobDeadline,
      employer: employerOf(deps, row),
    },
    applicant: {
      _id: row.applicantId,
      fullName: row.applicantName,
      image: toImageUrl(row.applicantImage, deps.imageBaseUrl),
      email: row.applicantEmail,
      phone: row.applicantPhone,
    },
    coverLetter: row.coverLetter,
    cv: row.cv,
    cvName: row.cvName ?? 'cv.pdf',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
