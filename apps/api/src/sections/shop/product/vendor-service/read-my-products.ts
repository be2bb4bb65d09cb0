import type { TVendorProductDetail, TVendorProductListResponse } from '@bazaar/shared/product';
import type { VendorRow } from '../../../../db/schema/shop.ts';
import { toPage } from '../../../../lib/list-query.ts';
import * as repo from '../vendor-repo.ts';
import { type Deps, loadDetail, toBackOfficeRowDto, type VendorProductListInput } from './product-values.ts';

/** GET /vendor/products: the store's own products, with counts per status for the tabs. */
export async function listMyProducts(
  deps: Deps,
  vendor: VendorRow,
  query: VendorProductListInput,
): Promise<TVendorProductListResponse> {
  const [page, counts] = await Promise.all([
    repo.listVendorProducts(deps.db, vendor.id, query),
    repo.countProductsByStatus(deps.db, vendor.id),
  ]);
  return {
    ...toPage(query, page, (d) => toBackOfficeRowDto(d, deps.imageBaseUrl)),
    counts: { status: { ...counts, all: counts.draft + counts.active + counts.archived } },
    canPublish: vendor.status === 'active',
  };
}

/** GET /vendor/products/:id: 404 for another store's product, so its existence never leaks. */
export async function getMyProduct(deps: Deps, vendor: VendorRow, id: string): Promise<TVendorProductDetail> {
  return loadDetail(deps, id, vendor.id);
}
