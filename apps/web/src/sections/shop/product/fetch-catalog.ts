import type { TCategoryDetail } from '@bazaar/shared/category';
import { PAGE_TAG, productPageTag } from '@bazaar/shared/page-cache';
import type { TProductDetail } from '@bazaar/shared/product';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { errorStatus } from '@/lib/api-client';
import { publicReadInit } from '@/lib/public-read';
import { catalogApi } from './catalog-api';

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

/** A route segment as typed, e.g. `%20` back to a space; a malformed escape is kept as is. */
export function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
