import type {
  TAdminProductListResponse,
  TAdminProductRow,
  ZAdminProductFlagsRequest,
  ZAdminProductListQuery,
} from '@bazaar/shared/product';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { AppDeps, NotifyingDeps } from '../../../lib/deps.ts';
import { toPage } from '../../../lib/list-query.ts';
import { announceListing } from '../../../lib/listing-events.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { notify } from '../../../platform/notification/service.ts';
import { productVisibilityChanged } from '../notifications.ts';
import * as repo from './admin-repo.ts';
import { toBackOfficeRowDto } from './vendor-service/product-values.ts';

type Deps = NotifyingDeps & Pick<AppDeps, 'catalogCache' | 'searchVocabularyCache' | 'listingEvents'>;
export type AdminProductListInput = z.output<typeof ZAdminProductListQuery>;

function toAdminRowDto(row: repo.AdminProductRow, imageBaseUrl: string): TAdminProductRow {
  return {
    ...toBackOfficeRowDto(row, imageBaseUrl),
    category: { _id: row.product.categoryId, name: row.categoryName, slug: row.categorySlug },
    vendor: {
      _id: row.product.vendorId,
      storeName: row.vendorStoreName,
      slug: row.vendorSlug,
      status: row.vendorStatus,
    },
  };
}

/** GET /admin/products: every store's products, whatever their status or flags. */
export async function listProductsForAdmin(
  deps: Deps,
  query: AdminProductListInput,
): Promise<TAdminProductListResponse> {
  const page = await repo.listAdminProducts(deps.db, {
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    search: query.search || undefined,
    vendorId: query.vendor,
    categoryId: query.category,
    status: query.status,
    isHidden: query.hidden,
    isFeatured: query.featured,
  });
  return toPage(query, page, (d) => toAdminRowDto(d, deps.imageBaseUrl));
}

/**
 * PUT /admin/products/:id/flags. Hiding takes the product out of the shop whatever its status
 * (the catalogue filters on isHidden) and tells the vendor why; featuring lifts it in "relevance".
 */
export async function setProductFlags(
  deps: Deps,
  id: string,
  input: z.output<typeof ZAdminProductFlagsRequest>,
): Promise<{ message: string; data: TAdminProductRow }> {
  const result = await inTransaction(deps.db, async (tx) => {
    const changed = await repo.setProductFlags(tx, id, input);
    if (!changed) return null;
    const { before, after } = changed;
    const row = await repo.findAdminProduct(tx, id);
    if (row && before.isHidden !== after.isHidden) {
      await notify(
        tx,
        deps,
        productVisibilityChanged({
          vendorUserId: row.vendorUserId,
          productId: after.id,
          name: after.name,
          isHidden: after.isHidden,
          isActive: after.status === 'active',
          reason: input.reason,
        }),
      );
    }
    const hiddenChanged = before.isHidden !== after.isHidden;
    const change = !hiddenChanged ? 'changed' : after.isHidden ? 'unlisted' : 'listed';
    await announceListing(tx, deps, { section: 'shop', change, ids: [id] });
    return { before, after };
  });
  if (!result) throw new AppError('NOT_FOUND', 'Product not found');
  const row = await repo.findAdminProduct(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  const data = toAdminRowDto(row, deps.imageBaseUrl);
  const parts: string[] = [];
  if (input.isHidden !== undefined) parts.push(input.isHidden ? 'hidden' : 'visible again');
  if (input.isFeatured !== undefined) parts.push(input.isFeatured ? 'featured' : 'no longer featured');
  return { message: `${data.name} is ${parts.join(' and ')}`, data };
}
