import type { TVendorProductDetail, TVendorProductInput } from '@bazaar/shared/product';
import type { VendorRow } from '../../../../db/schema/shop.ts';
import { products } from '../../../../db/schema/shop.ts';
import { fieldError } from '../../../../lib/app-error.ts';
import { newId } from '../../../../lib/ids.ts';
import { announceListing } from '../../../../lib/listing-events.ts';
import { slugify } from '../../../../lib/slug.ts';
import { isUniqueViolation } from '../../../../lib/sql.ts';
import { holdNewAccount, rowsMadeSince } from '../../../../platform/moderation/limits.ts';
import { checkUploadRefs } from '../../../../platform/upload/refs.ts';
import * as repo from '../vendor-repo.ts';
import {
  assertMayPublish,
  checkCategory,
  type Deps,
  loadDetail,
  pickFreeSlug,
  productValues,
} from './product-values.ts';

/** POST /vendor/products. */
export async function createMyProduct(
  deps: Deps,
  vendor: VendorRow,
  input: TVendorProductInput,
): Promise<TVendorProductDetail> {
  if (input.status === 'active') assertMayPublish(vendor);
  await holdNewAccount(
    deps.db,
    vendor.userId,
    'listings',
    rowsMadeSince(deps.db, products, products.vendorId, vendor.id, products.createdAt),
  );
  const withId = input.variants.findIndex((v) => v._id);
  if (withId >= 0) throw fieldError(`variants.${withId}._id`, 'A new product has no variants yet');
  await checkCategory(deps, input.categoryId, null);
  const images = await checkUploadRefs(deps, input.images, { kind: 'image', field: 'images' });
  const values = productValues(input, images);
  const id = newId();
  const base = slugify(input.name, 80) || 'product';
  // Two stores adding the same name at once may pick the same free slug: the loser retries.
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.db.transaction(async (tx) => {
        const taken = await repo.listProductSlugsLike(tx, base);
        const slug = attempt === 1 ? pickFreeSlug(base, taken) : `${base}-${newId().slice(-6)}`;
        await repo.insertProduct(tx, { id, vendorId: vendor.id, slug, ...values });
        await repo.syncVariants(
          tx,
          id,
          input.variants.map((v) => ({
            id: newId(),
            isNew: true,
            options: v.options,
            price: v.price,
            mrp: v.mrp,
            stock: v.stock,
            sku: v.sku,
          })),
        );
      });
      break;
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err, 'products_slug_unique')) throw err;
    }
  }
  // A draft shows nowhere yet: it is listed when it is published.
  if (input.status === 'active') {
    await announceListing(deps.db, deps, { section: 'shop', change: 'listed', ids: [id] });
  }
  return loadDetail(deps, id, vendor.id);
}
