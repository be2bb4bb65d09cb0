'use client';

import type { TContactMessageDetail, TUnreadCountResponse } from '@bazaar/shared/message';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';

/** The /admin/messages table lists under `lists()`; the sidebar badge reads `unread()`. */
export const messageKeys = {
  all: ['admin-messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  detail: (id: string) => [...messageKeys.all, 'detail', id] as const,
};

/** How often the sidebar asks for the unread count while an admin page is open. */
const UNREAD_POLL_MS = 60_000;

/** GET /admin/messages/unread-count: the badge beside Messages in the admin sidebar. */
export function useUnreadMessageCount(enabled: boolean) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => fetcher<TUnreadCountResponse>('/admin/messages/unread-count', { signal }),
    enabled: enabled && status === 'authenticated',
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 15_000,
    select: (res) => res.count,
  });
}

/** GET /admin/messages/:id: the message and the answers sent. */
export function useMessage(id: string | null) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: messageKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetcher<TContactMessageDetail>(`/admin/messages/${id}`, { signal }),
    enabled: Boolean(id) && status === 'authenticated',
  });
}
