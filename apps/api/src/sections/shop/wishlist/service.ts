import { discountPercent } from '@bazaar/shared/money';
import type { TPageQuery } from '@bazaar/shared/pagination';
import { buildPagination } from '@bazaar/shared/pagination';
import type {
  TWishlistIdsResponse,
  TWishlistResponse,
  TWishlistWriteResponse,
} from '@bazaar/shared/wishlist';
import { AppError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { toImageUrl } from '../../../lib/images.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl'>;

/** GET /wishlist: saved products as cards, newest first; ones that left the shop are flagged. */
export async function listMyWishlist(
  deps: Deps,
  userId: string,
  page: TPageQuery,
): Promise<TWishlistResponse> {
  const { docs, total } = await repo.listWishlist(deps.db, userId, page);
  return {
    docs: docs.map((row) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      image: toImageUrl(row.images[0] ?? null, deps.imageBaseUrl),
      price: row.price,
      mrp: row.mrp,
      discountPercent: discountPercent(row.price, row.mrp),
      rating: Number(row.ratingAvg),
      ratingCount: row.ratingCount,
      soldCount: row.soldCount,
      inStock: row.stock > 0,
      vendor: {
        _id: row.vendorId,
        storeName: row.vendorStoreName,
        slug: row.vendorSlug,
        logo: toImageUrl(row.vendorLogo, deps.imageBaseUrl),
      },
      category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
      stock: row.stock,
      hasVariants: Boolean(row.hasVariants),
      isAvailable: row.status === 'active' && !row.isHidden && row.vendorStatus === 'active',
      addedAt: row.addedAt.toISOString(),
    })),
    pagination: buildPagination(page.page, page.limit, total),
  };
}

export async function listMyWishlistIds(deps: Deps, userId: string): Promise<TWishlistIdsResponse> {
  return { productIds: await repo.listWishlistProductIds(deps.db, userId) };
}

/** POST /wishlist: idempotent; 404 for a product the shop does not show. */
export async function addToWishlist(
  deps: Deps,
  userId: string,
  productId: string,
): Promise<TWishlistWriteResponse> {
  if (!(await repo.isProductVisible(deps.db, productId)))
    throw new AppError('NOT_FOUND', 'Product not found');
  await repo.insertWishlistItem(deps.db, userId, productId);
  return { message: 'Saved to your wishlist', data: { productId, isWishlisted: true } };
}

/** DELETE /wishlist/:productId: idempotent, so a double click never shows an error. */
export async function removeFromWishlist(
  deps: Deps,
  userId: string,
  productId: string,
): Promise<TWishlistWriteResponse> {
  await repo.deleteWishlistItem(deps.db, userId, productId);
  return { message: 'Removed from your wishlist', data: { productId, isWishlisted: false } };
}
