'use client';

import type { TBlogPost } from '@bazaar/shared/blog';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';

export const blogKeys = {
  all: ['blog'] as const,
  /** Prefix of the admin posts table (AdminTable appends its params). */
  lists: () => [...blogKeys.all, 'list'] as const,
  detail: (id: string) => [...blogKeys.all, 'detail', id] as const,
};

/** GET /admin/blogs/:id: the post being edited. */
export function useAdminPost(id: string) {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => fetcher<TBlogPost>(`/admin/blogs/${id}`, { signal }),
    enabled: status === 'authenticated',
  });
}
