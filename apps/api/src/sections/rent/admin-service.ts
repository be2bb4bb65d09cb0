import { buildPagination } from '@bazaar/shared/pagination';
import {
  RENT_STATUSES,
  type TAdminRentListResponse,
  type TAdminRentRow,
  type TRentStatus,
  type ZAdminRentListQuery,
} from '@bazaar/shared/rent';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { announceListing } from '../../lib/listing-events.ts';
import * as dto from './dto.ts';
import * as repo from './repo.ts';
import type { RentDeps } from './service.ts';

/** GET /admin/rent/list: every listing (drafts and hidden ones too), with counts per status. */
export async function listAdminListings(
  deps: RentDeps,
  query: z.output<typeof ZAdminRentListQuery>,
): Promise<TAdminRentListResponse> {
  const filters = {
    search: query.search,
    status: query.status,
    type: query.type,
    placeId: query.place,
    hidden: query.hidden,
  };
  const [page, counts] = await Promise.all([
    repo.listAdminListings(deps.db, { filters, sort: query.sort, page: query.page, limit: query.limit }),
    repo.countAdminListingsByStatus(deps.db, filters),
  ]);
  const byStatus = Object.fromEntries(RENT_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
    TRentStatus,
    number
  >;
  return {
    docs: await dto.toAdminRows(deps, page.docs),
    pagination: buildPagination(query.page, query.limit, page.total),
    counts: { status: { ...byStatus, all: Object.values(byStatus).reduce((a, b) => a + b, 0) } },
  };
}

/** PUT /admin/rent/list/:id/hidden: hide a listing from every public page (or show it again). */
export async function setListingHidden(deps: RentDeps, id: string, hidden: boolean): Promise<TAdminRentRow> {
  if (!(await repo.setListingHidden(deps.db, id, hidden)))
    throw new AppError('NOT_FOUND', 'Listing not found');
  await announceListing(deps.db, deps, {
    section: 'rent',
    change: hidden ? 'unlisted' : 'listed',
    ids: [id],
  });
  const row = await repo.findListing(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Listing not found');
  const [out] = await dto.toAdminRows(deps, [row]);
  if (!out) throw new AppError('NOT_FOUND', 'Listing not found');
  return out;
}
