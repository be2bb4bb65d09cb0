'use client';

import type { TUser } from '@bazaar/shared/auth';
import { PROFILE_STALE_MS } from '@bazaar/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';

export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
};

/**
 * GET /auth/my-profile — only when signed in; fresh for 60 s (docs/product-rules.md "Calls and freshness").
 */
export function useMyProfile() {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: profileKeys.mine(),
    queryFn: ({ signal }) => fetcher<TUser>('/auth/my-profile', { signal }),
    enabled: status === 'authenticated',
    staleTime: PROFILE_STALE_MS,
  });
}
