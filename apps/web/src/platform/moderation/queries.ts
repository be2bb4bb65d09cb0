'use client';

import type { TModerationActionRequest, TModerationQueueResponse } from '@bazaar/shared/moderation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';
import { useApiMutation } from '@/lib/use-api-mutation';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (page: number) => [...moderationKeys.all, 'queue', page] as const,
};

/** GET /admin/moderation: the reported things, most reported and oldest first. */
export function useModerationQueue(page: number) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: moderationKeys.queue(page),
    queryFn: ({ signal }) =>
      fetcher<TModerationQueueResponse>('/admin/moderation', { query: { page, limit: 10 }, signal }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/moderation/actions: dismiss, hide, warn or block, with the admin's reason. */
export function useModerationAction(onDone: () => void) {
  return useApiMutation(
    (body: TModerationActionRequest, fetcher) =>
      fetcher('/admin/moderation/actions', { method: 'POST', body }),
    { invalidate: [moderationKeys.all, ['admin-dashboard']], onSuccess: onDone },
  );
}
