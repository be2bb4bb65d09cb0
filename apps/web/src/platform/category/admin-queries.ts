'use client';

import type { TAdminCategory, TCategorySection } from '@bazaar/shared/category';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';

export const adminCategoryKeys = {
  all: ['admin-categories'] as const,
  lists: () => [...adminCategoryKeys.all, 'list'] as const,
  list: (section: TCategorySection) => [...adminCategoryKeys.lists(), section] as const,
};

/** GET /admin/categories?section=…: the flat list, parents before children. */
export function useAdminCategories(section: TCategorySection) {
  const fetcher = useApiFetch();
  const session = useSession();
  return useQuery({
    queryKey: adminCategoryKeys.list(section),
    queryFn: ({ signal }) => fetcher<TAdminCategory[]>('/admin/categories', { query: { section }, signal }),
    enabled: session.status === 'authenticated',
  });
}
