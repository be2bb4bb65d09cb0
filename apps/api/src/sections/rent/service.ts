import { buildPagination } from '@bazaar/shared/pagination';
import type {
  TRentDetail,
  TRentListResponse,
  TRentTypeCountsResponse,
  TRentViewer,
  ZRentListQuery,
} from '@bazaar/shared/rent';
import { RENT_TYPES } from '@bazaar/shared/rent-constants';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { RentListingRow } from '../../db/schema/rents.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListingSectionDeps } from '../../lib/deps.ts';
import { exactRanking } from '../../lib/search/vocabulary.ts';
import { emptyListPage, listDidYouMean, normalizeSearch, readListSearch } from '../../lib/section-reads.ts';
import * as dto from './dto.ts';
import * as inquiryRepo from './inquiry-repo.ts';
import * as repo from './repo.ts';

/** What the Rent services need from the app. */
export type RentDeps = ListingSectionDeps;

/** GET /rent/types: every type with how many listings /rent shows of it. */
export async function countTypes(deps: RentDeps): Promise<TRentTypeCountsResponse> {
  const counted = new Map((await repo.countListedByType(deps.db)).map((row) => [row.type, row.count]));
  return { data: RENT_TYPES.map((type) => ({ type, count: counted.get(type) ?? 0 })) };
}

/**
 * GET /rent/list: Active, visible listings. A search matches each word as a prefix or as a known
 * rent word within its typo budget (lib/search); exact words rank first.
 */
export async function listListings(
  deps: RentDeps,
  input: z.output<typeof ZRentListQuery>,
): Promise<TRentListResponse> {
  const search = await readListSearch(deps, 'rent', normalizeSearch(input.search));
  if (!search) return emptyListPage(input.page, input.limit);
  const { plan } = search;
  const result = await repo.listPublicListings(deps.db, {
    filters: {
      type: input.type,
      placeId: input.place,
      period: input.period,
      priceMin: input.priceMin,
      priceMax: input.priceMax,
      availableBy: input.available,
    },
    tsquery: plan?.tsquery ?? null,
    exactTsquery: exactRanking(plan),
    sort: input.sort ?? (plan ? 'relevance' : 'newest'),
    page: input.page,
    limit: input.limit,
  });
  return {
    docs: await dto.toCards(deps, result.docs, result.owners),
    pagination: buildPagination(input.page, input.limit, result.total, result.isTotalCapped),
    didYouMean: listDidYouMean(search),
  };
}

/** A listing anyone may open: Active or Rented, not hidden (404 otherwise, so drafts stay private). */
export async function findPublicListing(db: Executor, id: string): Promise<RentListingRow> {
  const row = await repo.findListing(db, id);
  if (!row || !isPublic(row)) throw new AppError('NOT_FOUND', 'Listing not found');
  return row;
}

const isPublic = (row: RentListingRow) =>
  !row.isHidden && (row.status === 'Active' || row.status === 'Rented');

/**
 * The owner's own listing in any status. Anyone else: 403 for a listing the public sees, else the
 * same 404 as for one that does not exist, so the ids of drafts tell outsiders nothing.
 */
export async function findOwnListing(db: Executor, ownerId: string, id: string): Promise<RentListingRow> {
  const row = await repo.findListing(db, id);
  if (row && row.ownerId !== ownerId && isPublic(row)) {
    throw new AppError('FORBIDDEN', 'Only the owner can change this listing');
  }
  if (!row || row.ownerId !== ownerId) throw new AppError('NOT_FOUND', 'Listing not found');
  return row;
}

/** GET /rent/:id. */
export async function getListing(deps: RentDeps, id: string): Promise<TRentDetail> {
  return dto.toDetail(deps, await findPublicListing(deps.db, id));
}

/** GET /rent/:id/me: whether the reader owns it, may inquire, and their open inquiry. */
export async function getViewer(deps: RentDeps, userId: string, id: string): Promise<TRentViewer> {
  const row = await repo.findListing(deps.db, id);
  const isOwner = row?.ownerId === userId;
  if (!row || (!isOwner && !isPublic(row))) {
    throw new AppError('NOT_FOUND', 'Listing not found');
  }
  if (isOwner) return { role: 'owner', canInquire: false, openInquiry: null };
  const open = await inquiryRepo.findOpenInquiry(deps.db, id, userId);
  return {
    role: 'other',
    canInquire: row.status === 'Active' && !open,
    openInquiry: open ? await dto.toInquiry(deps, open) : null,
  };
}
