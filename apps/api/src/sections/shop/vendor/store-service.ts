import { reviewAuthorName } from '@bazaar/shared/review';
import { STORE_REVIEWS_SHOWN, type TPublicStore } from '@bazaar/shared/vendor';
import { AppError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { toImageUrl } from '../../../lib/images.ts';
import { findAddressPath } from './repo.ts';
import * as repo from './store-repo.ts';

/** The place names people know a store by: municipality (or district) and district, most local first. */
function locationOf(path: { name: string; level: number }[]): string | null {
  const names = path.filter((p) => p.level === 1 || p.level === 2).map((p) => p.name);
  return names.length > 0 ? names.reverse().join(', ') : null;
}

/** GET /store/:slug: an active store's public profile, rating and newest reviews; 404 otherwise. */
export async function getPublicStore(deps: AppDeps, slug: string): Promise<TPublicStore> {
  const store = await repo.findActiveStoreBySlug(deps.db, slug);
  if (!store) throw new AppError('NOT_FOUND', 'Store not found');
  const [path, productsCount, rating, recent] = await Promise.all([
    store.addressId ? findAddressPath(deps.db, store.addressId) : Promise.resolve([]),
    repo.countVisibleProducts(deps.db, store.id),
    repo.storeRating(deps.db, store.id),
    repo.recentStoreReviews(deps.db, store.id, STORE_REVIEWS_SHOWN),
  ]);
  return {
    _id: store.id,
    storeName: store.storeName,
    slug: store.slug,
    description: store.description,
    logo: toImageUrl(store.logo, deps.imageBaseUrl),
    banner: toImageUrl(store.banner, deps.imageBaseUrl),
    location: locationOf(path),
    createdAt: store.createdAt.toISOString(),
    productsCount,
    rating: {
      average: Number(rating?.average ?? 0),
      count: rating?.count ?? 0,
      breakdown: {
        1: rating?.r1 ?? 0,
        2: rating?.r2 ?? 0,
        3: rating?.r3 ?? 0,
        4: rating?.r4 ?? 0,
        5: rating?.r5 ?? 0,
      },
    },
    reviews: recent.map((r) => ({
      _id: r.review.id,
      rating: r.review.rating,
      comment: r.review.comment,
      images: r.review.images.map((i) => toImageUrl(i, deps.imageBaseUrl) ?? i),
      createdAt: r.review.createdAt.toISOString(),
      reply: r.review.reply,
      repliedAt: r.review.repliedAt?.toISOString() ?? null,
      author: reviewAuthorName(r.authorName),
      product: {
        _id: r.review.productId,
        name: r.productName,
        slug: r.productSlug,
        image: toImageUrl(r.productImages[0] ?? null, deps.imageBaseUrl),
      },
    })),
  };
}
