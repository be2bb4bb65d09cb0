'use client';

import type { TAdminUserDetail } from '@bazaar/shared/user';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';

/** /admin/users and /admin/admins tables list under `lists()`; invalidate `all` after a write. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  admins: () => [...adminUserKeys.all, 'admins'] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
};

/** GET /admin/users/:id. */
export function useAdminUser(id: string | null) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: adminUserKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetcher<TAdminUserDetail>(`/admin/users/${id}`, { signal }),
    enabled: Boolean(id) && status === 'authenticated',
  });
}
