import { PAGE_TAG } from '@bazaar/shared/page-cache';
import type { TProductListQuery } from '@bazaar/shared/product';
import { dehydrate } from '@tanstack/react-query';
import { createServerQueryClient } from '@/components/listing/server-prefetch';
import { publicReadInit } from '@/lib/public-read';
import { catalogApi } from './catalog-api';
import { CATEGORY_STALE_MS, categoryKeys, PRODUCT_LIST_STALE_MS, productKeys } from './query-keys';

/**
 * Server render of a catalogue page: the category tree and the first page of products, fetched with
 * API_URL and handed to the browser's cache, so the cards are in the HTML.
 */
export async function prefetchCatalog(query: TProductListQuery | null) {
  const queryClient = createServerQueryClient();
  const init = publicReadInit(PAGE_TAG.catalog);
  const isSearch = Boolean(query?.q);
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: categoryKeys.tree('shop'),
      queryFn: () => catalogApi.categoryTree(init),
      staleTime: CATEGORY_STALE_MS,
    }),
    query
      ? queryClient.prefetchQuery({
          queryKey: isSearch ? productKeys.search(query) : productKeys.list(query),
          queryFn: () => (isSearch ? catalogApi.search(query, init) : catalogApi.products(query, init)),
          staleTime: PRODUCT_LIST_STALE_MS,
        })
      : null,
  ]);
  return dehydrate(queryClient);
}
