'use client';

import type { TVendorProductDetail } from '@bazaar/shared/product';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/use-api-fetch';

/** The /vendor/shop/products table (AdminTable) lists under `lists()`; invalidate it after a write. */
export const vendorProductKeys = {
  all: ['vendor-products'] as const,
  lists: () => [...vendorProductKeys.all, 'list'] as const,
  details: () => [...vendorProductKeys.all, 'detail'] as const,
  detail: (id: string) => [...vendorProductKeys.details(), id] as const,
};

export const VENDOR_PRODUCTS_PAGE_SIZE = 10;

/** GET /vendor/products/:id: the full product for the edit form. */
export function useVendorProduct(id: string | null) {
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: vendorProductKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetcher<TVendorProductDetail>(`/vendor/products/${id}`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
