'use client';

import type { TAdminAdList, TAdSlot } from '@bazaar/shared/ad';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { readAd } from './read-ad';

export const adKeys = {
  all: ['ad'] as const,
  adminList: () => [...adKeys.all, 'admin'] as const,
  slot: (slot: TAdSlot) => [...adKeys.all, 'slot', slot] as const,
};

/** GET /ad/:slot from the browser: the slot's ad, or null when it has none. */
export function usePublicAd(slot: TAdSlot) {
  return useQuery({ queryKey: adKeys.slot(slot), queryFn: ({ signal }) => readAd(slot, { signal }) });
}

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
