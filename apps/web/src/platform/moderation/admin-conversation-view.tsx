'use client';

import { ADMIN_MODERATION_ROUTE } from '@bazaar/shared/moderation-constants';
import { profilePath } from '@bazaar/shared/profile-constants';
import { SECTION_INFO } from '@bazaar/shared/section';
import type { TAdminThreadResponse } from '@bazaar/shared/thread';
import { THREAD_MESSAGES_PAGE_LIMIT } from '@bazaar/shared/thread-constants';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { IntentLink } from '@/components/intent-link';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { PageHeader } from '@/components/page-header';
import { errorStatus, useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { PersonAvatar, ThreadMessage } from '@/platform/thread/thread-message';

/** GET /admin/threads/:id, page by page (newest first), as one list oldest first. */
function useAdminThread(threadId: string) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const query = useInfiniteQuery({
    queryKey: ['admin-thread', threadId],
    queryFn: ({ pageParam, signal }) =>
      fetcher<TAdminThreadResponse>(`/admin/threads/${encodeURIComponent(threadId)}`, {
        query: { page: pageParam, limit: THREAD_MESSAGES_PAGE_LIMIT },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.messages.pagination.nextPage ?? undefined,
    enabled: status === 'authenticated',
    meta: { ownError: true },
  });
  const pages = query.data?.pages ?? [];
  const messages = pages
    .flatMap((p) => p.messages.docs)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
  return { ...query, thread: pages[0]?.data ?? null, messages };
}

/**
 * /admin/moderation/conversations/{id}?message={id}: a conversation one of whose messages was reported,
 * as an admin reads it from the queue: who is in it, what it is about and every message, the reported
 * one marked. Read only: an admin never writes in someone else's conversation.
 */
export function AdminConversationView({ threadId }: { threadId: string }) {
  const reportedId = useSearchParams().get('message');
  const {
    thread,
    messages,
    isPending,
    isError,
    error,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useAdminThread(threadId);
  const reportedRef = useRef<HTMLDivElement>(null);
  const hasReported = messages.some((m) => m._id === reportedId);
  useEffect(() => {
    if (hasReported) reportedRef.current?.scrollIntoView({ block: 'center' });
  }, [hasReported]);

  const back = (
    <Button
      component={IntentLink}
      href={ADMIN_MODERATION_ROUTE}
      variant="default"
      leftSection={<IconArrowLeft aria-hidden size={16} />}
    >
      Moderation queue
    </Button>
  );
  const status = isError ? errorStatus(error) : 0;

  return (
    <Stack gap="lg" maw={820}>
      <PageHeader
        title={thread ? `Conversation: ${thread.title}` : 'Reported conversation'}
        description="Read only: a message in it was reported. Admins read it here and never write in it."
        actions={back}
      />
      {isError ? (
        status === 403 || status === 404 ? (
          <Alert color="gray" icon={<IconLock aria-hidden size={18} />} title="Not open to admins">
            {status === 404
              ? 'This conversation does not exist.'
              : 'An admin can read a conversation only once one of its messages was reported.'}
          </Alert>
        ) : (
          <LoadErrorRetry what="the conversation" onRetry={() => refetch()} />
        )
      ) : isPending || !thread ? (
        <Stack gap="sm" data-testid="admin-conversation-loading">
          <Skeleton h={48} radius="md" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={56} w={i === 1 ? '60%' : '75%'} radius="lg" ml={i === 1 ? 'auto' : 0} />
          ))}
        </Stack>
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group gap="xs">
                <Badge variant="light">{SECTION_INFO[thread.section].label}</Badge>
                <Text size="sm" c="dimmed">
                  {messages.length === 1 ? '1 message' : `${messages.length} messages`}
                  {hasNextPage ? ' shown' : ''}
                </Text>
              </Group>
              <Group gap="md" aria-label="People in the conversation" role="list">
                {thread.participants.map((p) => (
                  <Group key={p._id} gap={8} role="listitem">
                    <PersonAvatar person={p} size={28} />
                    <Anchor component={IntentLink} href={profilePath(p._id)} size="sm">
                      {p.fullName}
                    </Anchor>
                  </Group>
                ))}
              </Group>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md" data-testid="admin-conversation">
            {hasNextPage ? (
              <Group justify="center" mb="sm">
                <Button variant="subtle" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                  Show earlier messages
                </Button>
              </Group>
            ) : null}
            {messages.length === 0 ? (
              <Text c="dimmed" ta="center">
                No messages yet.
              </Text>
            ) : (
              <Stack gap={0}>
                {messages.map((m, i) => {
                  const isReported = m._id === reportedId;
                  return (
                    <Box
                      key={m._id}
                      ref={isReported ? reportedRef : undefined}
                      data-testid={isReported ? 'reported-message' : undefined}
                      p={isReported ? 'xs' : 0}
                      style={
                        isReported
                          ? {
                              border: '2px solid var(--mantine-color-red-filled)',
                              borderRadius: 'var(--mantine-radius-md)',
                            }
                          : undefined
                      }
                    >
                      {isReported ? (
                        <Badge variant="light" color="red" mb={4}>
                          Reported message
                        </Badge>
                      ) : null}
                      <ThreadMessage
                        message={m}
                        isMine={false}
                        startsRun={isReported || messages[i - 1]?.sender._id !== m.sender._id}
                        reportable={false}
                      />
                    </Box>
                  );
                })}
              </Stack>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
