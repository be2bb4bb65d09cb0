'use client';

import type { TSitePage } from '@bazaar/shared/page';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';

export const pageKeys = {
  all: ['page'] as const,
  list: () => [...pageKeys.all, 'list'] as const,
};

/** GET /admin/site-setting/pages: every page, written or not. */
export function useAdminPages() {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: pageKeys.list(),
    queryFn: ({ signal }) => fetcher<TSitePage[]>('/admin/site-setting/pages', { signal }),
    enabled: status === 'authenticated',
  });
}
