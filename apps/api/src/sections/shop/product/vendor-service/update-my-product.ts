import type { TVendorProductDetail, TVendorProductInput } from '@bazaar/shared/product';
import type { VendorRow } from '../../../../db/schema/shop.ts';
import { AppError, fieldError } from '../../../../lib/app-error.ts';
import { newId } from '../../../../lib/ids.ts';
import { announceListing } from '../../../../lib/listing-events.ts';
import { checkUploadRefs } from '../../../../platform/upload/refs.ts';
import * as repo from '../vendor-repo.ts';
import { assertMayPublish, checkCategory, type Deps, loadDetail, productValues } from './product-values.ts';

/**
 * PUT /vendor/products/:id. Variants sent with their id keep it (cart lines reference them);
 * variants left out are deleted. The slug stays, so shared links keep working after a rename.
 */
export async function updateMyProduct(
  deps: Deps,
  vendor: VendorRow,
  id: string,
  input: TVendorProductInput,
): Promise<TVendorProductDetail> {
  const current = await repo.findProductOfVendor(deps.db, id, vendor.id);
  if (!current) throw new AppError('NOT_FOUND', 'Product not found');
  if (current.product.status === 'archived') {
    throw new AppError('CONFLICT', 'This product is archived: restore it before editing');
  }
  if (input.status === 'active') assertMayPublish(vendor);
  await checkCategory(deps, input.categoryId, current.product.categoryId);
  const images = await checkUploadRefs(deps, input.images, {
    kind: 'image',
    field: 'images',
    keep: current.product.images,
  });
  const values = productValues(input, images);

  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockProductOfVendor(tx, id, vendor.id);
    if (!locked) throw new AppError('NOT_FOUND', 'Product not found');
    if (locked.status === 'archived') {
      throw new AppError('CONFLICT', 'This product is archived: restore it before editing');
    }
    const sentIds = input.variants.flatMap((v) => (v._id ? [v._id] : []));
    const known = await repo.variantIdsOf(tx, id, sentIds);
    input.variants.forEach((v, i) => {
      if (v._id && !known.has(v._id)) {
        throw fieldError(`variants.${i}._id`, 'This variant is not part of the product');
      }
    });
    await repo.updateProduct(tx, id, values);
    await repo.syncVariants(
      tx,
      id,
      input.variants.map((v) => ({
        id: v._id ?? newId(),
        isNew: !v._id,
        options: v.options,
        price: v.price,
        mrp: v.mrp,
        stock: v.stock,
        sku: v.sku,
      })),
    );
  });
  await announceListing(deps.db, deps, { section: 'shop', change: 'changed', ids: [id] });
  return loadDetail(deps, id, vendor.id);
}
