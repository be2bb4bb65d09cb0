'use client';

import type { TAdminAdList } from '@bazaar/shared/ad';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';

export const adKeys = {
  all: ['ad'] as const,
  adminList: () => [...adKeys.all, 'admin'] as const,
};

/** GET /admin/ads: every slot with its ad or null (super admin). */
export function useAdminAds() {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: adKeys.adminList(),
    queryFn: ({ signal }) => fetcher<TAdminAdList>('/admin/ads', { signal }),
    enabled: status === 'authenticated',
  });
}
