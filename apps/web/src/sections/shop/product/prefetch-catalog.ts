import { PAGE_TAG } from '@bazaar/shared/page-cache';
import type { TProductListQuery } from '@bazaar/shared/product';
import { dehydrate, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NOT_READ_WHILE_BUILDING } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';
import { catalogApi } from './catalog-api';
import { CATEGORY_STALE_MS, categoryKeys, PRODUCT_LIST_STALE_MS, productKeys } from './query-keys';

function createServerQueryClient() {
  // Prefetch never throws: a failed read is left out of the hand-over and the browser fetches it
  // again. It is logged, so a server that cannot read the catalogue does not go unnoticed.
  return new QueryClient({
    defaultOptions: { queries: { retry: false } },
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (err instanceof ApiError && err.code === NOT_READ_WHILE_BUILDING) return;
        console.warn(`${JSON.stringify(query.queryKey)} could not be read on the server (${String(err)})`);
      },
    }),
  });
}

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
