'use client';

import type { TProductListQuery, TProductListResponse, TProductSearchResponse } from '@bazaar/shared/product';
import { useQuery } from '@tanstack/react-query';
import { catalogApi } from './catalog-api';
import { CATEGORY_STALE_MS, categoryKeys, PRODUCT_LIST_STALE_MS, productKeys } from './query-keys';

/** GET /category/shop/tree */
export function useCategoryTree() {
  return useQuery({
    queryKey: categoryKeys.tree('shop'),
    queryFn: ({ signal }) => catalogApi.categoryTree({ signal }),
    staleTime: CATEGORY_STALE_MS,
  });
}

/** GET /product, or GET /product/search when the query carries text. */
export function useProductList(query: TProductListQuery) {
  const isSearch = Boolean(query.q);
  return useQuery({
    queryKey: isSearch ? productKeys.search(query) : productKeys.list(query),
    // Annotated so the search answer (with its suggestions) stays a member of the union.
    queryFn: ({ signal }): Promise<TProductListResponse | TProductSearchResponse> =>
      isSearch ? catalogApi.search(query, { signal }) : catalogApi.products(query, { signal }),
    staleTime: PRODUCT_LIST_STALE_MS,
  });
}
