'use client';

import type { TAdminAdList, TSliderPlacement } from '@bazaar/shared/content';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useApiFetch } from '@/lib/api-client';

export const contentKeys = {
  all: ['content'] as const,
  /** Prefix of the admin slides table of a placement (AdminTable appends its params). */
  slides: (placement: TSliderPlacement) => [...contentKeys.all, 'slides', placement] as const,
  ads: () => [...contentKeys.all, 'ads'] as const,
};

/** GET /admin/ads: every slot with its ad or null (super admin). */
export function useAdminAds() {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: contentKeys.ads(),
    queryFn: ({ signal }) => fetcher<TAdminAdList>('/admin/ads', { signal }),
    enabled: status === 'authenticated',
  });
}
