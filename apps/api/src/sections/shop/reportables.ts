import { productPageTag } from '@bazaar/shared/page-cache';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema/orders.ts';
import { products, vendors } from '../../db/schema/shop.ts';
import { reportedListing } from '../../platform/moderation/reported-listing.ts';
import { excerpt } from '../../platform/notification/text.ts';
import type { Reportables } from '../contract.ts';
import { storeTagsOfProducts } from './page-purge.ts';
import { setProductFlags } from './product/admin-service.ts';
import { setReviewVisibility } from './review/service.ts';

const productPath = (slug: string) => `/shop/product/${slug}`;

/** What of the Shop people can report (decision 046): a product (its store's owner answers) and a review. */
export const SHOP_REPORTABLES: Reportables = {
  product: {
    find: async (db, id) => {
      const [row] = await db
        .select({
          title: products.name,
          description: products.description,
          slug: products.slug,
          isHidden: products.isHidden,
          ownerId: vendors.userId,
          storeName: vendors.storeName,
        })
        .from(products)
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(eq(products.id, id))
        .limit(1);
      return (
        row && reportedListing(row, { path: productPath(row.slug), context: `Sold by ${row.storeName}` })
      );
    },
    // The admin's own hide: tells the vendor, announces the listing event (page, lists, sitemap).
    setHidden: async (deps, id, hidden) => {
      await setProductFlags(deps, id, {
        isHidden: hidden,
        reason: 'After a report (see your notifications)',
      });
    },
  },
  'product-review': {
    find: async (db, id) => {
      const [row] = await db
        .select({
          comment: reviews.comment,
          rating: reviews.rating,
          isHidden: reviews.isHidden,
          ownerId: reviews.userId,
          productName: products.name,
          slug: products.slug,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.id, id))
        .limit(1);
      if (!row) return undefined;
      return {
        ownerId: row.ownerId,
        title: `${row.rating}★ review of ${row.productName}`,
        excerpt: row.comment ? excerpt(row.comment) : null,
        context: `Review of ${row.productName}`,
        path: productPath(row.slug),
        hidden: row.isHidden,
      };
    },
    // Recounts the product's rating; the review leaves the product page and the store page.
    setHidden: async (deps, id, hidden) => {
      await setReviewVisibility(deps, id, hidden);
    },
    pageTags: async (db, id) => {
      const [row] = await db
        .select({ slug: products.slug })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.id, id))
        .limit(1);
      return row ? [productPageTag(row.slug), ...(await storeTagsOfProducts(db, [row.slug]))] : [];
    },
  },
};
