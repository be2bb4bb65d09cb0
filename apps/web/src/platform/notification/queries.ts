'use client';

import { NOTIFICATION_POLL_MS, NOTIFICATION_STALE_MS } from '@bazaar/shared/constants';
import type { TMarkAllSeenResponse, TNotificationListResponse } from '@bazaar/shared/notification';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useApiFetch } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
};

/**
 * GET /notification/all?page=n — signed in only; fresh 15 s, polled every 150 s (docs/product-rules.md "Calls
 * and freshness").
 */
export function useNotifications() {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useInfiniteQuery({
    queryKey: notificationKeys.lists(),
    queryFn: ({ pageParam, signal }) =>
      fetcher<TNotificationListResponse>('/notification/all', { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.nextPage ?? undefined,
    enabled: status === 'authenticated',
    staleTime: NOTIFICATION_STALE_MS,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** PUT /notification/mark-all-as-seen, then refresh the list and show the success toast. */
export function useMarkAllNotificationsSeen() {
  return useApiMutation(
    // biome-ignore lint/suspicious/noConfusingVoidType: lets callers write `mutate()` with no variables
    (_: void, fetch) =>
      fetch<TMarkAllSeenResponse>('/notification/mark-all-as-seen', {
        method: 'PUT',
      }),
    { invalidate: [notificationKeys.all] },
  );
}
