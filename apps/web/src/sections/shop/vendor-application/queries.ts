'use client';

import type { TVendorApplication } from '@bazaar/shared/vendor-application';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';

export const vendorApplicationKeys = {
  all: ['vendor-application'] as const,
  mine: () => [...vendorApplicationKeys.all, 'mine'] as const,
  adminLists: () => [...vendorApplicationKeys.all, 'admin'] as const,
};

export const ADMIN_APPLICATIONS_PAGE_SIZE = 10;

/** GET /vendor-application/mine; null when the user has never applied. */
export function useMyVendorApplication() {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: vendorApplicationKeys.mine(),
    queryFn: ({ signal }) => fetcher<TVendorApplication | null>('/vendor-application/mine', { signal }),
    enabled: status === 'authenticated',
  });
}
