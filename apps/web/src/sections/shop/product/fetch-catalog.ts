import type { TCategoryDetail } from '@bazaar/shared/category';
import { PAGE_TAG, productPageTag } from '@bazaar/shared/page-cache';
import type { TProductDetail, TProductSummary } from '@bazaar/shared/product';
import type { TProductReviewsResponse, TPublicReview } from '@bazaar/shared/review';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { apiFetch, errorStatus } from '@/lib/api-client';
import { publicReadInit } from '@/lib/public-read';
import { readForPage } from '@/lib/server-api';
import { catalogApi } from './catalog-api';
import { readRelatedProducts } from './related-api';

// Server reads for the category and product pages. `cache` lets generateMetadata and the page share
// one API call per request; a 404 becomes Next's not-found page, anything else is a real error.

async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (errorStatus(err) === 404 || errorStatus(err) === 400) notFound();
    throw err;
  }
}

/** GET /category/shop/:slug, or the not-found page. */
export const fetchCategoryOrNotFound = cache(
  (slug: string): Promise<TCategoryDetail> =>
    orNotFound(() => catalogApi.category(slug, publicReadInit(PAGE_TAG.catalog))),
);

/** GET /product/slug/:slug, or the not-found page. */
export const fetchProductOrNotFound = cache(
  (slug: string): Promise<TProductDetail> =>
    orNotFound(() => catalogApi.product(slug, publicReadInit(productPageTag(slug), PAGE_TAG.products))),
);

export { decodeSegment } from '@/components/listing/listing-params';

/** How many reviews a product page's structured data names: the first ones its reviews section shows. */
export const REVIEWS_IN_STRUCTURED_DATA = 3;

/**
 * The newest reviews of a product (the reviews section's first page starts with them), for the
 * page's structured data; none when they cannot be read (the page does not fail for them).
 */
export async function fetchFirstReviews(product: TProductDetail): Promise<TPublicReview[]> {
  if (product.ratingCount === 0) return [];
  try {
    const page = await apiFetch<TProductReviewsResponse>(
      `/product/${encodeURIComponent(product._id)}/reviews`,
      {
        ...publicReadInit(productPageTag(product.slug), PAGE_TAG.products),
        query: { limit: REVIEWS_IN_STRUCTURED_DATA, sort: 'newest' },
      },
    );
    return page.docs;
  } catch {
    return [];
  }
}

/**
 * A product page's related products, for its row; null when they cannot be read (the browser asks
 * again). Tagged with the product pages, not the catalogue: a change to another product must not throw
 * out every product page (its card here follows within PAGE_REVALIDATE_SECONDS).
 */
export async function fetchRelated(product: TProductDetail): Promise<TProductSummary[] | null> {
  const read = await readForPage('related products', () =>
    readRelatedProducts(product._id, publicReadInit(productPageTag(product.slug), PAGE_TAG.products)),
  );
  return read.isLoaded ? read.value : null;
}
