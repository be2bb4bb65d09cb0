'use client';

import { NOTIFICATION_POLL_MS, NOTIFICATION_STALE_MS } from '@bazaar/shared/constants';
import type {
  TMarkAllSeenResponse,
  TMarkSeenResponse,
  TNotification,
  TNotificationListResponse,
} from '@bazaar/shared/notification';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
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

type TNotificationPages = InfiniteData<TNotificationListResponse, number>;

/** The cached pages with `id` seen and the bell's count one lower (when it was unseen). */
function withOneSeen(data: TNotificationPages | undefined, id: string): TNotificationPages | undefined {
  if (!data) return data;
  const wasUnseen = data.pages.some((p) => p.docs.some((n) => n._id === id && !n.isSeen));
  if (!wasUnseen) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      unseenCount: Math.max(0, p.unseenCount - 1),
      docs: p.docs.map((n) => (n._id === id ? { ...n, isSeen: true } : n)),
    })),
  };
}

/**
 * PUT /notification/:id/seen when a notification is opened: the bell's count drops by one at once
 * (the cache is updated before the call), quietly; the list is read again if the call fails.
 */
export function useMarkNotificationSeen() {
  const queryClient = useQueryClient();
  const mark = useApiMutation(
    (id: string, fetch) => fetch<TMarkSeenResponse>(`/notification/${id}/seen`, { method: 'PUT' }),
    { successToast: false },
  );
  return (notification: TNotification) => {
    if (notification.isSeen) return;
    void queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
    queryClient.setQueryData<TNotificationPages>(notificationKeys.lists(), (data) =>
      withOneSeen(data, notification._id),
    );
    mark.mutate(notification._id, {
      onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    });
  };
}
