import type { TProductStatus, TVendorProductDetail } from '@bazaar/shared/product';
import type { VendorRow } from '../../../../db/schema/shop.ts';
import { AppError } from '../../../../lib/app-error.ts';
import { announceListing } from '../../../../lib/listing-events.ts';
import * as repo from '../vendor-repo.ts';
import { assertMayPublish, type Deps, loadDetail } from './product-values.ts';

const STATUS_VERB: Record<TProductStatus, string> = {
  active: 'is published',
  draft: 'is now a draft',
  archived: 'is archived',
};

const ALREADY: Record<TProductStatus, string> = {
  active: 'This product is already published',
  draft: 'This product is already a draft',
  archived: 'This product is already archived',
};

/** PUT /vendor/products/:id/status: publish, unpublish, archive or restore (no delete: orders keep it). */
export async function setMyProductStatus(
  deps: Deps,
  vendor: VendorRow,
  id: string,
  status: TProductStatus,
): Promise<{ message: string; data: TVendorProductDetail }> {
  if (status === 'active') assertMayPublish(vendor);
  const changed = await repo.changeProductStatus(deps.db, id, vendor.id, status);
  if (changed) {
    const change = status === 'active' ? 'listed' : 'unlisted';
    await announceListing(deps.db, deps, { section: 'shop', change, ids: [id] });
  }
  if (!changed) {
    const row = await repo.findProductOfVendor(deps.db, id, vendor.id);
    if (!row) throw new AppError('NOT_FOUND', 'Product not found');
    throw new AppError('CONFLICT', ALREADY[status]);
  }
  const data = await loadDetail(deps, id, vendor.id);
  return { message: `${data.name} ${STATUS_VERB[status]}`, data };
}
