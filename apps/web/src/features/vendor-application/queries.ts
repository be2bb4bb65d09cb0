'use client';

import type {
  TVendorApplication,
  TVendorApplicationListResponse,
  TVendorApplicationStatus,
} from '@bazaar/shared/vendor-application';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { ApiError, useApiFetch } from '@/lib/api-client';

export type TApplicationStatusFilter = TVendorApplicationStatus | 'All';

export type TAdminApplicationsQuery = { status: TApplicationStatusFilter; search: string; page: number };

export const vendorApplicationKeys = {
  all: ['vendor-application'] as const,
  mine: () => [...vendorApplicationKeys.all, 'mine'] as const,
  adminLists: () => [...vendorApplicationKeys.all, 'admin'] as const,
  adminList: (query: TAdminApplicationsQuery) => [...vendorApplicationKeys.adminLists(), query] as const,
};

export const ADMIN_APPLICATIONS_PAGE_SIZE = 10;

/** GET /vendor-application/mine; null when the user has never applied (the API answers 404). */
export function useMyVendorApplication() {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: vendorApplicationKeys.mine(),
    queryFn: async ({ signal }) => {
      try {
        return await fetcher<TVendorApplication>('/vendor-application/mine', { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    enabled: status === 'authenticated',
  });
}

/** GET /admin/vendor-applications with the table's filter, search and page. */
export function useAdminVendorApplications(query: TAdminApplicationsQuery) {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: vendorApplicationKeys.adminList(query),
    queryFn: ({ signal }) =>
      fetcher<TVendorApplicationListResponse>('/admin/vendor-applications', {
        signal,
        query: {
          page: query.page,
          limit: ADMIN_APPLICATIONS_PAGE_SIZE,
          status: query.status === 'All' ? undefined : query.status,
          search: query.search.trim() || undefined,
        },
      }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
}
