import { todayInNepal } from '@bazaar/shared/fields';
import { buildPagination } from '@bazaar/shared/pagination';
import {
  RENT_FLOW,
  RENT_STATUSES,
  type TMyRentListing,
  type TPostedRentListResponse,
  type TRentInput,
  type TRentStatus,
  type ZPostedRentListQuery,
} from '@bazaar/shared/rent';
import type { z } from 'zod';
import { rentListings } from '../../db/schema/rents.ts';
import { fieldError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { announceListing } from '../../lib/listing-events.ts';
import { transition } from '../../lib/status-flow.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { holdNewAccount, rowsMadeSince } from '../../platform/moderation/limits.ts';
import { notifyHook } from '../../platform/notification/service.ts';
import { checkUploadRefs } from '../../platform/upload/refs.ts';
import { checkListingPlace } from '../listing-values.ts';
import * as dto from './dto.ts';
import * as repo from './repo.ts';
import { findOwnListing, type RentDeps } from './service.ts';

/** The columns a listing request sets, checked against the database (place, photos). */
async function listingValues(deps: RentDeps, input: TRentInput, keepImages: string[] = []) {
  const placePath = await checkListingPlace(deps.db, input.placeId);
  const images = await checkUploadRefs(deps, input.images, {
    kind: 'image',
    field: 'images',
    keep: keepImages,
  });
  return {
    type: input.type,
    title: input.title,
    description: input.description,
    images,
    placeId: input.placeId,
    placePath,
    street: input.street,
    price: input.price,
    period: input.period,
    deposit: input.deposit,
    availableFrom: input.availableFrom,
    amenities: input.amenities,
  };
}

/** The owner's listing as their list and the form show it. */
export async function getMyListing(deps: RentDeps, ownerId: string, id: string): Promise<TMyRentListing> {
  const row = await findOwnListing(deps.db, ownerId, id);
  const [mine] = await dto.toMine(deps, [
    { ...row, openInquiriesCount: await repo.countOpenInquiries(deps.db, id) },
  ]);
  if (!mine) throw new Error('toMine answered nothing');
  return mine;
}

/** POST /rent: a new Draft, or Active at once with `publish`. A new listing is not free before today. */
export async function createListing(
  deps: RentDeps,
  ownerId: string,
  input: TRentInput,
): Promise<TMyRentListing> {
  if (input.availableFrom < todayInNepal()) {
    throw fieldError('availableFrom', 'The date it is available from cannot be in the past');
  }
  await holdNewAccount(
    deps.db,
    ownerId,
    'listings',
    rowsMadeSince(deps.db, rentListings, rentListings.ownerId, ownerId, rentListings.createdAt),
  );
  const values = await listingValues(deps, input);
  const id = newId();
  const status: TRentStatus = input.publish ? 'Active' : 'Draft';
  await repo.insertListing(deps.db, {
    id,
    ownerId,
    ...values,
    status,
    publishedAt: input.publish ? new Date() : null,
  });
  // A draft shows nowhere yet: it is listed when it is published.
  if (status === 'Active')
    await announceListing(deps.db, deps, { section: 'rent', change: 'listed', ids: [id] });
  return getMyListing(deps, ownerId, id);
}

/** PUT /rent/:id: the owner edits it in any status (`publish` is ignored: the status moves by PUT /status). */
export async function updateListing(
  deps: RentDeps,
  ownerId: string,
  id: string,
  input: TRentInput,
): Promise<TMyRentListing> {
  const current = await findOwnListing(deps.db, ownerId, id);
  // A date kept as it was may be in the past by now; a changed one may not.
  if (input.availableFrom !== current.availableFrom && input.availableFrom < todayInNepal()) {
    throw fieldError('availableFrom', 'The date it is available from cannot be in the past');
  }
  const values = await listingValues(deps, input, current.images);
  await repo.updateListing(deps.db, id, ownerId, values);
  await announceListing(deps.db, deps, { section: 'rent', change: 'changed', ids: [id] });
  return getMyListing(deps, ownerId, id);
}

/** PUT /rent/:id/status: the owner publishes, marks rented, deactivates or re-activates (RENT_FLOW; 409 otherwise). */
export async function moveListing(
  deps: RentDeps,
  ownerId: string,
  id: string,
  to: TRentStatus,
): Promise<TMyRentListing> {
  const current = await findOwnListing(deps.db, ownerId, id);
  await inTransaction(deps.db, async (tx) => {
    await transition(tx, notifyHook(deps), {
      table: rentListings,
      flow: RENT_FLOW,
      id,
      role: 'Owner',
      from: current.status,
      to,
      set: {
        updatedAt: new Date(),
        ...(to === 'Active' && !current.publishedAt ? { publishedAt: new Date() } : {}),
      },
    });
    // Only an Active listing is in the lists; Rented and Inactive keep their page, Draft has none.
    await announceListing(tx, deps, {
      section: 'rent',
      change: to === 'Active' ? 'listed' : 'unlisted',
      ids: [id],
    });
  });
  return getMyListing(deps, ownerId, id);
}

/** GET /rent/user/posted?type=…: the owner's listings in one status, and how many in each. */
export async function listPostedListings(
  deps: RentDeps,
  ownerId: string,
  query: z.output<typeof ZPostedRentListQuery>,
): Promise<TPostedRentListResponse> {
  const [page, counts] = await Promise.all([
    repo.listOwnerListings(deps.db, ownerId, query.type, query),
    repo.countOwnerListingsByStatus(deps.db, ownerId),
  ]);
  return {
    docs: await dto.toMine(deps, page.docs),
    pagination: buildPagination(query.page, query.limit, page.total),
    counts: Object.fromEntries(RENT_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
      TRentStatus,
      number
    >,
  };
}
