'use client';

import type { TVendorDashboard, TVendorProfile } from '@bazaar/shared/vendor';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';

export const vendorStoreKeys = {
  all: ['vendor-store'] as const,
  dashboard: () => [...vendorStoreKeys.all, 'dashboard'] as const,
  profile: () => [...vendorStoreKeys.all, 'profile'] as const,
};

/** GET /vendor/dashboard. */
export function useVendorDashboard() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: vendorStoreKeys.dashboard(),
    queryFn: ({ signal }) => fetcher<TVendorDashboard>('/vendor/dashboard', { signal }),
    enabled: status === 'authenticated',
  });
}

/** GET /vendor/profile. */
export function useVendorProfile() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: vendorStoreKeys.profile(),
    queryFn: ({ signal }) => fetcher<TVendorProfile>('/vendor/profile', { signal }),
    enabled: status === 'authenticated',
  });
}
