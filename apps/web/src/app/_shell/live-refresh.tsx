'use client';

import type { TLiveEvent } from '@bazaar/shared/live-constants';
import type { TNotificationListResponse } from '@bazaar/shared/notification';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryProvider } from '@/lib/query-provider';
import { LiveConnection, type TLiveHandlers } from '@/platform/live/live-connection';
import { notificationKeys } from '@/platform/notification/queries';
import { threadKeys } from '@/platform/thread/queries';
import { jobKeys } from '@/sections/job/query-keys';
import { rentKeys } from '@/sections/rent/query-keys';
import { orderKeys } from '@/sections/shop/order/queries';
import { taskKeys } from '@/sections/task/query-keys';

/**
 * The queries a notification is about, by the keys its metaData carries (each section's notifications.ts
 * on the API): an order's status, a task's offers and status, a job application, a rent inquiry, a
 * conversation. Only the queries a page shows refetch; the others are marked stale.
 */
const TARGETS: ReadonlyArray<readonly [metaKey: string, queryRoot: readonly unknown[]]> = [
  ['orderId', orderKeys.all],
  ['checkoutId', orderKeys.all],
  ['taskId', taskKeys.all],
  ['jobId', jobKeys.all],
  ['inquiryId', rentKeys.all],
  ['listingId', rentKeys.all],
  ['threadId', threadKeys.all],
];

type TNotificationPages = InfiniteData<TNotificationListResponse>;

function setUnseenCount(queryClient: QueryClient, unseenCount: number, allSeen: boolean): void {
  queryClient.setQueryData<TNotificationPages>(notificationKeys.lists(), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            unseenCount,
            docs: allSeen ? page.docs.map((d) => ({ ...d, isSeen: true })) : page.docs,
          })),
        }
      : old,
  );
}

/** What each live event refreshes in this tab's query cache. */
function liveHandlers(queryClient: QueryClient): TLiveHandlers {
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  return {
    onEvent: (event: TLiveEvent) => {
      if (event.type === 'notification') {
        const { notification, unseenCount } = event.data;
        // The bell shows the new count and the notification at once; the list is read again behind it.
        queryClient.setQueryData<TNotificationPages>(notificationKeys.lists(), (old) =>
          old
            ? {
                ...old,
                pages: old.pages.map((page, i) => ({
                  ...page,
                  unseenCount,
                  docs:
                    i === 0 && !page.docs.some((d) => d._id === notification._id)
                      ? [notification, ...page.docs]
                      : page.docs,
                })),
              }
            : old,
        );
        refresh(notificationKeys.all);
        for (const [key, root] of TARGETS) if (notification.metaData[key] !== undefined) refresh(root);
        return;
      }
      if (event.type === 'seen') {
        setUnseenCount(queryClient, event.data.unseenCount, event.data.threadId === undefined);
        refresh(notificationKeys.all);
        if (event.data.threadId) refresh(threadKeys.all);
        return;
      }
      // A message: the open conversation, the Messages count and the conversation lists.
      refresh(threadKeys.messages(event.data.threadId));
      refresh(threadKeys.mine());
      refresh(threadKeys.subjects());
    },
    onReconnect: () => {
      refresh(notificationKeys.all);
      refresh(threadKeys.all);
    },
  };
}

function LiveConnectionWithQueries() {
  const queryClient = useQueryClient();
  const handlers = useMemo(() => liveHandlers(queryClient), [queryClient]);
  return <LiveConnection {...handlers} />;
}

/** The live connection, with the query cache it refreshes (the tab's one client, decision 057). */
export function LiveRefresh() {
  return (
    <QueryProvider>
      <LiveConnectionWithQueries />
    </QueryProvider>
  );
}
