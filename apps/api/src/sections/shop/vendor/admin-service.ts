import type {
  TAdminVendor,
  TAdminVendorListResponse,
  TVendorStatus,
  ZAdminVendorListQuery,
} from '@bazaar/shared/vendor';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { toImageUrl } from '../../../lib/images.ts';
import { toPage } from '../../../lib/list-query.ts';
import { announceListing } from '../../../lib/listing-events.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { notify } from '../../../platform/notification/service.ts';
import { vendorStatusChanged } from '../notifications.ts';
import * as repo from './admin-repo.ts';

export function toAdminVendorDto(row: repo.VendorWithOwner, imageBaseUrl: string): TAdminVendor {
  return {
    _id: row.id,
    storeName: row.storeName,
    slug: row.slug,
    logo: toImageUrl(row.logo, imageBaseUrl),
    owner: { _id: row.userId, fullName: row.ownerName, email: row.ownerEmail },
    status: row.status,
    productCount: row.productCount,
    createdAt: row.createdAt.toISOString(),
  };
}

async function loadDto(deps: AppDeps, id: string): Promise<TAdminVendor> {
  const row = await repo.findVendorById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Vendor not found');
  return toAdminVendorDto(row, deps.imageBaseUrl);
}

export async function listVendorsForAdmin(
  deps: AppDeps,
  query: z.output<typeof ZAdminVendorListQuery>,
): Promise<TAdminVendorListResponse> {
  return toPage(query, await repo.listVendors(deps.db, query), (d) => toAdminVendorDto(d, deps.imageBaseUrl));
}

/**
 * Suspends or restores a store and tells its owner. The catalogue filters on vendor status, so a
 * suspended store's products disappear from listings and product pages with no per-product change.
 */
export async function setVendorStatus(
  deps: AppDeps,
  id: string,
  status: TVendorStatus,
  reason: string | undefined,
): Promise<TAdminVendor> {
  const changed = await inTransaction(deps.db, async (tx) => {
    const row = await repo.changeVendorStatus(tx, id, status);
    if (!row) return null;
    await notify(
      tx,
      deps,
      vendorStatusChanged({ userId: row.userId, storeName: row.storeName, status, reason }),
    );
    // The shop and the job lists show only active stores' products and jobs.
    const change = status === 'active' ? 'listed' : 'unlisted';
    for (const section of ['shop', 'job'] as const) {
      await announceListing(tx, deps, { section, change, ids: [], storeId: id });
    }
    return row;
  });
  if (!changed) {
    // Nothing matched: tell a missing store from one already in the asked status.
    const row = await repo.findVendorById(deps.db, id);
    if (!row) throw new AppError('NOT_FOUND', 'Vendor not found');
    throw new AppError('CONFLICT', `This vendor is already ${status}`);
  }
  return loadDto(deps, id);
}
