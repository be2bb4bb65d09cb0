'use client';

import type { TThreadMessage, TThreadSummary } from '@bazaar/shared/thread';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  type StyleProp,
  Text,
} from '@mantine/core';
import { IconEye, IconMessages } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { ThemeIcon } from '@/components/theme-icon';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { type ThreadSubjectRef, useMarkThreadRead, useThreadBySubject, useThreadMessages } from './queries';
import { ThreadComposer } from './thread-composer';
import { PersonAvatar, ThreadMessage } from './thread-message';

/** Keep following new messages while the reader is this close to the bottom. */
const FOLLOW_THRESHOLD_PX = 120;

type ThreadPanelProps = {
  subject: ThreadSubjectRef;
  /** What to show when there is no thread for the subject or the reader is not in it (default: nothing). */
  whenMissing?: ReactNode;
  /** Height of the message list (per breakpoint if need be); the composer comes below it. */
  height?: StyleProp<CSSProperties['height']>;
  /** Leave out the header (a page that already names the conversation). */
  withHeader?: boolean;
  /** After a message of the reader's is stored: a page whose subject it moves follows (a rent inquiry answered). */
  onSent?: () => void;
};

/**
 * The private conversation about a subject (a task after assignment, a rent inquiry): messages
 * oldest at the top, a composer (Enter sends, Shift+Enter starts a new line), marked read while
 * shown, polled while open. An admin outside the thread reads it without a composer.
 */
export function ThreadPanel({
  subject,
  whenMissing = null,
  height = 'min(60dvh, 520px)',
  withHeader = true,
  onSent,
}: ThreadPanelProps) {
  const { data: session, status } = useSession();
  const thread = useThreadBySubject(subject);

  if (status === 'loading' || thread.isPending) {
    if (status === 'unauthenticated') return whenMissing;
    return <ThreadPanelSkeleton height={height} />;
  }
  if (thread.isError) {
    return <LoadErrorRetry what="conversation" onRetry={() => thread.refetch()} />;
  }
  if (!thread.data) return whenMissing;
  return (
    <LoadedThread
      thread={thread.data}
      meId={session?.user.id ?? ''}
      height={height}
      withHeader={withHeader}
      onSent={onSent}
    />
  );
}

function ThreadPanelSkeleton({ height }: { height: StyleProp<CSSProperties['height']> }) {
  return (
    <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label="Loading the conversation">
      <Stack gap="md" h={height} justify="flex-end">
        <Group gap="xs">
          <Skeleton circle height={32} />
          <Skeleton height={36} width="55%" radius="xl" />
        </Group>
        <Group justify="flex-end">
          <Skeleton height={36} width="45%" radius="xl" />
        </Group>
        <Group gap="xs">
          <Skeleton circle height={32} />
          <Skeleton height={52} width="65%" radius="xl" />
        </Group>
      </Stack>
      <Skeleton height={44} mt="md" radius="md" />
    </Paper>
  );
}

/** Whether the page is in front of the reader (a background tab's messages are not read yet). */
function usePageVisible(): boolean {
  const [isVisible, setIsVisible] = useState(true);
  useEffect(() => {
    const update = () => setIsVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isVisible;
}

/** "Today", "Yesterday" or the date, for the divider above a day's first message. */
function dayLabel(iso: string, now = new Date()): string {
  const day = new Date(iso);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(day)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatDate(day);
}

function LoadedThread({
  thread,
  meId,
  height,
  withHeader,
  onSent,
}: {
  thread: TThreadSummary;
  meId: string;
  height: StyleProp<CSSProperties['height']>;
  withHeader: boolean;
  onSent?: () => void;
}) {
  const isParticipant = thread.participants.some((p) => p._id === meId);
  const others = thread.participants.filter((p) => p._id !== meId);
  const query = useThreadMessages(thread._id);
  const { messages } = query;
  const markRead = useMarkThreadRead(thread._id);
  const viewportRef = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1);

  // Shown means read: mark it when the others' newest message is one not marked yet, or when unread
  // messages are counted that the last mark did not already try to clear (a failed mark is not retried
  // in a loop; the next message tries again).
  const isVisible = usePageVisible();
  const marked = useRef<{ newest: string | null; unread: number } | null>(null);
  const { mutate: markThreadRead, isPending: isMarking } = markRead;
  useEffect(() => {
    if (!isParticipant || !isVisible || isMarking || query.isPending) return;
    const newestFromOthers = newest && newest.sender._id !== meId ? newest._id : null;
    const last = marked.current;
    const isNew = newestFromOthers !== null && newestFromOthers !== last?.newest;
    const isCounted =
      thread.unreadCount > 0 && !(last?.newest === newestFromOthers && last?.unread === thread.unreadCount);
    if (!isNew && !isCounted) return;
    marked.current = { newest: newestFromOthers, unread: thread.unreadCount };
    markThreadRead();
  }, [
    isParticipant,
    isVisible,
    isMarking,
    query.isPending,
    newest,
    meId,
    thread.unreadCount,
    markThreadRead,
  ]);

  // Follow the conversation: to the bottom on opening, and when a message arrives while the reader
  // is near the bottom (or wrote it); reading older messages further up is left alone.
  const followedId = useRef<string | null>(null);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !newest || followedId.current === newest._id) return;
    const isFirst = followedId.current === null;
    const distance = viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight;
    followedId.current = newest._id;
    if (isFirst || newest.sender._id === meId || distance < FOLLOW_THRESHOLD_PX + viewport.clientHeight / 2) {
      const toBottom = () =>
        viewport.scrollTo({ top: viewport.scrollHeight, behavior: isFirst ? 'auto' : 'smooth' });
      toBottom();
      // Again once the browser has laid the new messages out (pictures, wrapped lines).
      requestAnimationFrame(toBottom);
    }
  }, [newest, meId]);

  // Loading older messages keeps the reader's place: the list grows above what they are reading.
  async function loadOlder() {
    const viewport = viewportRef.current;
    const before = viewport ? viewport.scrollHeight - viewport.scrollTop : 0;
    await query.fetchNextPage();
    requestAnimationFrame(() => {
      if (viewport) viewport.scrollTop = viewport.scrollHeight - before;
    });
  }

  return (
    <Paper withBorder radius="lg" data-testid="thread-panel" style={{ overflow: 'hidden' }}>
      {withHeader ? (
        <Group
          px="md"
          py="sm"
          gap="sm"
          wrap="nowrap"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Avatar.Group>
            {(others.length > 0 ? others : thread.participants).slice(0, 3).map((p) => (
              <PersonAvatar key={p._id} person={p} size={36} />
            ))}
          </Avatar.Group>
          <Box miw={0} style={{ flex: 1 }}>
            <Text fw={700} size="sm" truncate>
              {(isParticipant ? others : thread.participants).map((p) => p.fullName).join(', ') || 'Only you'}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              Private conversation · {thread.title}
            </Text>
          </Box>
        </Group>
      ) : null}

      <ScrollArea
        h={height}
        type="auto"
        viewportRef={viewportRef}
        offsetScrollbars="y"
        // The list scrolls: keyboard users reach it with Tab and read it with the arrow keys.
        viewportProps={{ tabIndex: 0, role: 'log', 'aria-label': `Messages about ${thread.title}` }}
      >
        <Box px="md" py="sm">
          {query.hasNextPage ? (
            <Group justify="center" mb="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => void loadOlder()}
                loading={query.isFetchingNextPage}
              >
                Load earlier messages
              </Button>
            </Group>
          ) : null}
          {query.isPending ? (
            <Stack gap="md" py="md">
              <Skeleton height={36} width="55%" radius="xl" />
              <Skeleton height={36} width="45%" radius="xl" ml="auto" />
            </Stack>
          ) : query.isError ? (
            <LoadErrorRetry what="messages" onRetry={() => query.refetch()} />
          ) : messages.length === 0 ? (
            <Stack align="center" gap={6} py="xl" ta="center">
              <ThemeIcon variant="light" size={48} radius="xl">
                <IconMessages aria-hidden size={24} />
              </ThemeIcon>
              <Text fw={600}>No messages yet</Text>
              <Text size="sm" c="dimmed" maw={360}>
                {isParticipant
                  ? `Only ${others.map((p) => p.fullName).join(', ') || 'the people in it'} and you can read this conversation. Say hello and agree on the details.`
                  : 'Nobody has written in this conversation yet.'}
              </Text>
            </Stack>
          ) : (
            <MessageList messages={messages} meId={meId} />
          )}
        </Box>
      </ScrollArea>

      <Box px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {isParticipant ? (
          <ThreadComposer threadId={thread._id} onSent={onSent} />
        ) : (
          <Alert variant="light" color="gray" icon={<IconEye aria-hidden size={18} />} p="xs">
            You are reading this conversation as an admin. Only the people in it can write.
          </Alert>
        )}
      </Box>
    </Paper>
  );
}

function MessageList({ messages, meId }: { messages: TThreadMessage[]; meId: string }) {
  const now = new Date();
  return (
    <Stack gap={0}>
      {messages.map((m, i) => {
        const previous = messages[i - 1];
        const day = dayLabel(m.createdAt, now);
        const newDay = !previous || dayLabel(previous.createdAt, now) !== day;
        return (
          <Box key={m._id}>
            {newDay ? (
              <Divider
                my="sm"
                labelPosition="center"
                label={
                  <Text size="xs" c="dimmed" fw={600}>
                    {day}
                  </Text>
                }
              />
            ) : null}
            <ThreadMessage
              message={m}
              isMine={m.sender._id === meId}
              startsRun={newDay || previous?.sender._id !== m.sender._id}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
