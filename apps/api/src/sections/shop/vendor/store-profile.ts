import type { TProfileReview } from '@bazaar/shared/profile';
import { reviewAuthorName } from '@bazaar/shared/review';
import type { SectionProfile } from '../../contract.ts';
import * as repo from './store-repo.ts';

// The Shop's part of a person's public profile (decision 044): the active store they own, with its
// rating and a link to its page, and the reviews its products received. What they bought is private.

const STORE_ROLE = 'Store';

export const shopProfile: SectionProfile = {
  roles: async (deps, userId) => {
    const store = await repo.findActiveStoreOfUser(deps.db, userId);
    if (!store) return [];
    const [rating, productsCount] = await Promise.all([
      repo.storeRating(deps.db, store.id),
      repo.countVisibleProducts(deps.db, store.id),
    ]);
    return [
      {
        key: 'store',
        title: 'As a store owner',
        rating: { average: Number(rating?.average ?? 0), count: rating?.count ?? 0 },
        facts: [
          { key: 'store', label: 'Store', value: store.storeName },
          { key: 'products', label: 'Products', value: String(productsCount) },
        ],
        tags: [],
        link: { label: `Visit ${store.storeName}`, href: `/shop/store/${store.slug}` },
      },
    ];
  },
  reviews: {
    count: async (db, userId) => {
      const store = await repo.findActiveStoreOfUser(db, userId);
      return store ? ((await repo.storeRating(db, store.id))?.count ?? 0) : 0;
    },
    page: async (deps, userId, offset, limit) => {
      const store = await repo.findActiveStoreOfUser(deps.db, userId);
      if (!store) return [];
      const rows = await repo.recentStoreReviews(deps.db, store.id, limit, offset);
      return rows.map(
        (r): TProfileReview => ({
          _id: r.review.id,
          section: 'shop',
          role: STORE_ROLE,
          rating: r.review.rating,
          comment: r.review.comment,
          // A buyer is named as the store page names them, and not linked: what they bought is theirs.
          author: { _id: null, fullName: reviewAuthorName(r.authorName), image: null },
          about: { title: r.productName, href: `/shop/product/${r.productSlug}` },
          reply: r.review.reply,
          createdAt: r.review.createdAt.toISOString(),
        }),
      );
    },
  },
};
