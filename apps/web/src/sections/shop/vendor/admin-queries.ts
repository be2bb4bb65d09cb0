'use client';

import type { TAdminVendorListResponse } from '@bazaar/shared/vendor';
import { useQuery } from '@tanstack/react-query';
import type { TFilterOption } from '@/components/admin-table/url-state';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';

/** The /admin/vendors table (AdminTable) lists under `lists()`; invalidate it after a write. */
export const adminVendorKeys = {
  all: ['admin-vendors'] as const,
  lists: () => [...adminVendorKeys.all, 'list'] as const,
  options: () => [...adminVendorKeys.all, 'options'] as const,
};

export const ADMIN_VENDORS_PAGE_SIZE = 10;

/** The API's largest page: the store selects list the first 100 stores by name. */
const VENDOR_OPTIONS_LIMIT = 100;

function toVendorOptions(res: TAdminVendorListResponse): TFilterOption[] {
  return res.docs.map((vendor) => ({ value: vendor._id, label: vendor.storeName }));
}

/**
 * The stores as `{ value: id, label: storeName }`, the first 100 by name, for the store selects of the
 * admin pages (order and product filters, a voucher's store): one request and one cache entry for all.
 */
export function useVendorOptions({ enabled = true }: { enabled?: boolean } = {}) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: adminVendorKeys.options(),
    queryFn: ({ signal }) =>
      fetcher<TAdminVendorListResponse>('/admin/vendors', {
        query: { limit: VENDOR_OPTIONS_LIMIT, sort: 'storeName' },
        signal,
      }),
    select: toVendorOptions,
    enabled: enabled && status === 'authenticated',
    staleTime: 60_000,
  });
}
