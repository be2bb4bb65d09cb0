'use client';

import type { Section } from '@bazaar/shared/section';
import type {
  TThreadMessagesResponse,
  TThreadMessageWriteResponse,
  TThreadMineResponse,
  TThreadOpenResponse,
  TThreadReadResponse,
  TThreadResponse,
} from '@bazaar/shared/thread';
import {
  THREAD_MESSAGES_PAGE_LIMIT,
  THREAD_POLL_MS,
  type TThreadSubject,
} from '@bazaar/shared/thread-constants';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { errorStatus, useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { notificationKeys } from '@/platform/notification/queries';

export type ThreadSubjectRef = { kind: TThreadSubject; id: string };

export const threadKeys = {
  all: ['threads'] as const,
  mine: () => [...threadKeys.all, 'mine'] as const,
  minePage: (page: number, filter: ThreadListFilter = {}) =>
    [...threadKeys.mine(), { page, ...filter }] as const,
  subjects: () => [...threadKeys.all, 'subject'] as const,
  subject: (subject: ThreadSubjectRef) => [...threadKeys.subjects(), subject.kind, subject.id] as const,
  messages: (threadId: string) => [...threadKeys.all, 'messages', threadId] as const,
};

/** What the Messages list keeps: unread ones, one section's, the vendor area's (the store's). */
export type ThreadListFilter = { unread?: boolean; section?: Section; area?: 'vendor' };

/** GET /thread/mine?page&unread&section&area: my conversations, newest activity first, with the unread total. */
export function useMyThreads(page = 1, opts: { poll?: boolean } & ThreadListFilter = {}) {
  const { status } = useSession();
  const fetcher = useApiFetch();
  const filter: ThreadListFilter = {
    unread: opts.unread || undefined,
    section: opts.section,
    area: opts.area,
  };
  return useQuery({
    queryKey: threadKeys.minePage(page, filter),
    queryFn: ({ signal }) =>
      fetcher<TThreadMineResponse>('/thread/mine', {
        query: {
          page,
          unread: filter.unread ? 'true' : undefined,
          section: filter.section,
          area: filter.area,
        },
        signal,
      }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
    refetchInterval: opts.poll ? THREAD_POLL_MS : false,
  });
}

/**
 * GET /thread/subject/:kind/:id: the subject's thread as the reader sees it. 404 (no thread, or the
 * reader is not in it) is an answer here, not a failure: the query resolves to null and is not retried.
 */
export function useThreadBySubject(subject: ThreadSubjectRef, opts: { enabled?: boolean } = {}) {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: threadKeys.subject(subject),
    queryFn: async ({ signal }) => {
      try {
        const res = await fetcher<TThreadResponse>(
          `/thread/subject/${encodeURIComponent(subject.kind)}/${encodeURIComponent(subject.id)}`,
          { signal },
        );
        return res.data;
      } catch (err) {
        if (errorStatus(err) === 404) return null;
        throw err;
      }
    },
    enabled: status === 'authenticated' && (opts.enabled ?? true),
    // Polled only while there is a thread to follow: a subject without one (or a reader outside it) is not.
    refetchInterval: (q) => (q.state.data ? THREAD_POLL_MS : false),
  });
}

/**
 * GET /thread/:id/messages, page by page, newest first; polled every THREAD_POLL_MS while shown.
 * `messages` is every loaded message once, oldest first (a new message moves the pages along,
 * so a message can be answered on two of them).
 */
export function useThreadMessages(threadId: string | null) {
  const fetcher = useApiFetch();
  const query = useInfiniteQuery({
    queryKey: threadKeys.messages(threadId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      fetcher<TThreadMessagesResponse>(`/thread/${threadId}/messages`, {
        query: { page: pageParam, limit: THREAD_MESSAGES_PAGE_LIMIT },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.nextPage ?? undefined,
    enabled: Boolean(threadId),
    refetchInterval: THREAD_POLL_MS,
  });
  const byId = new Map((query.data?.pages ?? []).flatMap((p) => p.docs).map((m) => [m._id, m]));
  const messages = [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id),
  );
  return { ...query, messages };
}

/**
 * POST /thread/open/:kind/:ref: the conversation about an order, a product or an application, opened
 * (or found) for me; the caller then shows it (the Messages page with it chosen).
 */
export function useOpenThread() {
  return useApiMutation(
    (input: { kind: TThreadSubject; ref: string }, fetch) =>
      fetch<TThreadOpenResponse>(
        `/thread/open/${encodeURIComponent(input.kind)}/${encodeURIComponent(input.ref)}`,
        { method: 'POST' },
      ),
    { invalidate: [threadKeys.mine(), threadKeys.subjects()] },
  );
}

/** POST /thread/:id/messages. No success toast: the message appearing in the thread says it. */
export function useSendThreadMessage(threadId: string) {
  return useApiMutation(
    (message: { body: string; attachments?: string[] }, fetch) =>
      fetch<TThreadMessageWriteResponse>(`/thread/${threadId}/messages`, {
        method: 'POST',
        body: { body: message.body, attachments: message.attachments ?? [] },
      }),
    {
      invalidate: [threadKeys.messages(threadId), threadKeys.subjects(), threadKeys.mine()],
      successToast: false,
    },
  );
}

/**
 * PUT /thread/:id/read: quietly, when the thread is shown; the bell drops the thread's notifications.
 * The mark covers every message committed by then, so the messages are read again at once: one
 * written since the last poll shows now instead of up to THREAD_POLL_MS later.
 */
export function useMarkThreadRead(threadId: string) {
  return useApiMutation(
    // biome-ignore lint/suspicious/noConfusingVoidType: lets callers write `mutate()` with no variables
    (_: void, fetch) => fetch<TThreadReadResponse>(`/thread/${threadId}/read`, { method: 'PUT' }),
    {
      invalidate: [
        threadKeys.messages(threadId),
        threadKeys.subjects(),
        threadKeys.mine(),
        notificationKeys.all,
      ],
      successToast: false,
    },
  );
}
