'use client';

import type { TAdminVendorListResponse, TVendorStatus } from '@bazaar/shared/admin-vendors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useApiFetch } from '@/lib/api-client';

export type TVendorStatusFilter = TVendorStatus | 'all';

export type TAdminVendorsQuery = { status: TVendorStatusFilter; search: string; page: number };

export const adminVendorKeys = {
  all: ['admin-vendors'] as const,
  lists: () => [...adminVendorKeys.all, 'list'] as const,
  list: (query: TAdminVendorsQuery) => [...adminVendorKeys.lists(), query] as const,
};

export const ADMIN_VENDORS_PAGE_SIZE = 10;

/** GET /admin/vendors with the table's status tab, search and page. */
export function useAdminVendors(query: TAdminVendorsQuery) {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: adminVendorKeys.list(query),
    queryFn: ({ signal }) =>
      fetcher<TAdminVendorListResponse>('/admin/vendors', {
        signal,
        query: {
          page: query.page,
          limit: ADMIN_VENDORS_PAGE_SIZE,
          status: query.status === 'all' ? undefined : query.status,
          search: query.search.trim() || undefined,
        },
      }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
}
