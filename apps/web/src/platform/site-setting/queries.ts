'use client';

import { SITE_SETTING_STALE_MS } from '@bazaar/shared/constants';
import type { TSiteSetting } from '@bazaar/shared/site-setting';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const siteSettingKeys = {
  all: ['site-setting'] as const,
  detail: () => [...siteSettingKeys.all, 'detail'] as const,
};

/**
 * GET /site-setting/site-setting — fresh for 60 s (docs/product-rules.md "Calls and freshness"); seeded from
 * the server render.
 */
export function useSiteSetting(initialData?: TSiteSetting | null) {
  return useQuery({
    queryKey: siteSettingKeys.detail(),
    queryFn: ({ signal }) => apiFetch<TSiteSetting>('/site-setting/site-setting', { signal }),
    staleTime: SITE_SETTING_STALE_MS,
    initialData: initialData ?? undefined,
    initialDataUpdatedAt: initialData ? Date.now() : undefined,
  });
}
