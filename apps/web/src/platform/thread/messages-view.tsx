'use client';

import { SECTION_INFO, SECTIONS, type Section } from '@bazaar/shared/section';
import type { TThreadSummary } from '@bazaar/shared/thread';
import { THREAD_SUBJECT_LABELS, THREAD_SUBJECTS, type TThreadSubject } from '@bazaar/shared/thread-constants';
import {
  Badge,
  Box,
  Button,
  Grid,
  GridCol,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconMessageOff, IconMessages } from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/section/empty-state';
import { ThemeIcon } from '@/components/theme-icon';
import { formatDateTime } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';
import { useSession } from '@/lib/session-client';
import { type ThreadSubjectRef, useMyThreads, useThreadBySubject } from './queries';
import { MESSAGES_PATH, type MessagesArea, threadHref } from './thread-href';
import { PersonAvatar } from './thread-message';
import { ThreadPanel } from './thread-panel';

/** Two columns (list and conversation) from this breakpoint; below it, one at a time. */
const TWO_COLUMNS = 'lg';

/** The conversation chosen in the address (`?kind=task&id=…`), if the address names one. */
function chosenSubject(params: URLSearchParams): ThreadSubjectRef | null {
  const kind = params.get('kind');
  const id = params.get('id');
  if (!kind || !id || !(THREAD_SUBJECTS as readonly string[]).includes(kind)) return null;
  return { kind: kind as TThreadSubject, id };
}

/** The list's filters, kept in the address so a reload or a shared link shows the same list. */
function listFilters(params: URLSearchParams) {
  const section = params.get('section');
  return {
    section: (SECTIONS as readonly string[]).includes(section ?? '') ? (section as Section) : undefined,
    unread: params.get('show') === 'unread',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function ThreadListItem({
  thread,
  meId,
  isActive,
  href,
}: {
  thread: TThreadSummary;
  meId: string;
  isActive: boolean;
  href: string;
}) {
  const others = thread.participants.filter((p) => p._id !== meId);
  const shown = others[0] ?? thread.participants[0];
  const last = thread.lastMessage;
  const isUnread = thread.unreadCount > 0;
  const names = others.map((p) => p.fullName).join(', ') || 'Only you';
  return (
    <UnstyledButton
      component={Link}
      href={href}
      scroll={false}
      data-testid="thread-list-item"
      data-unread={isUnread || undefined}
      aria-current={isActive ? 'true' : undefined}
      // Named by what it shows (WCAG 2.5.3 label in name): the names, the time, the kind, the title, the
      // last message and the unread count, which says what it counts.
      px="md"
      py="sm"
      style={{
        display: 'block',
        borderBottom: '1px solid var(--mantine-color-default-border)',
        borderLeft: `3px solid ${isActive ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
        backgroundColor: isActive
          ? 'var(--mantine-color-default-hover)'
          : isUnread
            ? 'var(--bz-unread-bg)'
            : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {shown ? <PersonAvatar person={shown} size={40} /> : null}
        <Box miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="sm" fw={isUnread ? 700 : 600} truncate>
              {names}
            </Text>
            <Text
              component="time"
              dateTime={thread.updatedAt}
              title={formatDateTime(thread.updatedAt)}
              size="xs"
              c="dimmed"
              style={{ flexShrink: 0 }}
            >
              {formatRelativeTime(thread.updatedAt)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
              {THREAD_SUBJECT_LABELS[thread.subject.kind]}
            </Badge>
            <Text size="xs" c="dimmed" truncate>
              {thread.title}
            </Text>
          </Group>
          <Group justify="space-between" gap={6} wrap="nowrap" mt={2}>
            <Text size="sm" c={isUnread ? undefined : 'dimmed'} fw={isUnread ? 600 : 400} truncate>
              {last
                ? `${last.sender._id === meId ? 'You: ' : ''}${last.body.replace(/\s+/g, ' ')}`
                : 'No messages yet'}
            </Text>
            {isUnread ? (
              <Badge size="sm" circle={thread.unreadCount < 10} color="red" style={{ flexShrink: 0 }}>
                {thread.unreadCount > 99 ? '99+' : thread.unreadCount}
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            ) : null}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

function ThreadListSkeleton() {
  return (
    <Stack gap={0} role="status" aria-busy="true" aria-label="Loading conversations">
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} px="md" py="sm" gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton circle height={40} />
          <Box style={{ flex: 1 }}>
            <Skeleton height={12} width="50%" mb={8} />
            <Skeleton height={10} width="70%" mb={6} />
            <Skeleton height={10} width="90%" />
          </Box>
        </Group>
      ))}
    </Stack>
  );
}

/** The chosen conversation: a way back (phones), the subject's own page, and the thread itself. */
function ChosenThread({ subject, backHref }: { subject: ThreadSubjectRef; backHref: string }) {
  const summary = useThreadBySubject(subject);
  const link = summary.data?.link;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Button
          component={Link}
          href={backHref}
          scroll={false}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft aria-hidden size={16} />}
          hiddenFrom={TWO_COLUMNS}
        >
          All messages
        </Button>
        {link ? (
          <Button
            component={Link}
            href={link}
            data-testid="thread-about-link"
            variant="light"
            size="compact-sm"
            rightSection={<IconExternalLink aria-hidden size={14} />}
            ml="auto"
          >
            Open the {THREAD_SUBJECT_LABELS[subject.kind].toLowerCase()}
          </Button>
        ) : null}
      </Group>
      <ThreadPanel
        subject={subject}
        // The composer stays on the first screen: above the bottom tabs on a phone, the fold on a desktop.
        height={{
          base: 'max(240px, calc(100dvh - 450px))',
          [TWO_COLUMNS]: 'clamp(320px, calc(100dvh - 480px), 640px)',
        }}
        whenMissing={
          <EmptyState
            icon={IconMessageOff}
            title="Conversation not found"
            message="This conversation does not exist, or you are not one of the people in it."
            action={{ label: 'All messages', href: backHref }}
          />
        }
      />
    </Stack>
  );
}

const COPY: Record<
  MessagesArea,
  { title: string; intro: string; empty: string; action: { label: string; href: string } }
> = {
  user: {
    title: 'Messages',
    intro: 'Private conversations with the people you deal with.',
    empty:
      'Ask a seller about a product, message a store about your order or an employer about your application, or accept an offer on your task: the conversation opens here.',
    action: { label: 'Browse the shop', href: '/shop' },
  },
  vendor: {
    title: 'Store messages',
    intro: "Your store's conversations: buyers' questions about products, orders and job applications.",
    empty:
      'When a buyer asks about a product, or you message a buyer or an applicant, the conversation opens here.',
    action: { label: 'Your orders', href: '/vendor/shop/orders' },
  },
};

/**
 * /user/messages: my private conversations across the sections, newest activity first with their
 * unread counts, and the chosen one beside the list (on a phone, instead of it). /vendor/messages is
 * the same for the conversations the vendor is in as their store (`area`). The section, unread and
 * page filters are in the address.
 */
export function MessagesView({ area = 'user' }: { area?: MessagesArea }) {
  const meId = useSession().data?.user.id ?? '';
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const chosen = chosenSubject(searchParams);
  const { section, unread, page } = listFilters(searchParams);
  const show = unread ? 'unread' : 'all';
  const copy = COPY[area];
  const query = useMyThreads(page, {
    poll: true,
    unread,
    section,
    area: area === 'vendor' ? 'vendor' : undefined,
  });
  const unreadTotal = query.data?.unreadTotal ?? 0;
  // The list's own filters, without the chosen conversation.
  const listParams = new URLSearchParams(searchParams.toString());
  listParams.delete('kind');
  listParams.delete('id');
  const backHref =
    listParams.size > 0 ? `${MESSAGES_PATH[area]}?${listParams.toString()}` : MESSAGES_PATH[area];
  const setFilter = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(listParams);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in patch)) next.delete('page');
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  if (query.isSuccess && query.data.pagination.total === 0 && show === 'all' && !section && !chosen) {
    return (
      <>
        <PageHeader title={copy.title} description={copy.intro} />
        <EmptyState
          icon={IconMessages}
          title="No conversations yet"
          message={copy.empty}
          action={copy.action}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={copy.title}
        description={
          unreadTotal > 0 ? `${unreadTotal} unread message${unreadTotal === 1 ? '' : 's'}` : copy.intro
        }
      />
      <Grid gap="md" align="flex-start">
        <GridCol span={{ base: 12, [TWO_COLUMNS]: 5 }} visibleFrom={chosen ? TWO_COLUMNS : undefined}>
          <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
            <Group
              p="xs"
              gap="xs"
              wrap="nowrap"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Select
                size="xs"
                radius="md"
                aria-label="Section"
                w={120}
                allowDeselect={false}
                value={section ?? 'all'}
                onChange={(value) => setFilter({ section: value && value !== 'all' ? value : null })}
                data={[
                  { value: 'all', label: 'Every section' },
                  ...SECTIONS.map((name) => ({ value: name, label: SECTION_INFO[name].label })),
                ]}
                data-testid="messages-section"
              />
              <SegmentedControl
                style={{ flex: 1 }}
                size="xs"
                radius="md"
                aria-label="Show conversations"
                value={show}
                onChange={(value) => setFilter({ show: value === 'unread' ? 'unread' : null })}
                data={[
                  { value: 'all', label: 'All' },
                  { value: 'unread', label: unreadTotal > 0 ? `Unread (${unreadTotal})` : 'Unread' },
                ]}
              />
            </Group>
            <Box component="nav" aria-label="Conversations">
              {query.isError ? (
                <Box p="md">
                  <LoadErrorRetry what="conversations" onRetry={() => query.refetch()} />
                </Box>
              ) : query.isPending ? (
                <ThreadListSkeleton />
              ) : query.data.docs.length === 0 ? (
                <Text size="sm" c="dimmed" p="md">
                  {show === 'unread'
                    ? 'Nothing unread. You are all caught up.'
                    : section
                      ? `No conversations in ${SECTION_INFO[section].label}.`
                      : 'You are not in any conversation yet.'}
                </Text>
              ) : (
                query.data.docs.map((thread) => (
                  <ThreadListItem
                    key={thread._id}
                    thread={thread}
                    meId={meId}
                    href={threadHref(thread.subject, area, listParams)}
                    isActive={
                      chosen !== null &&
                      thread.subject.kind === chosen.kind &&
                      thread.subject.id === chosen.id
                    }
                  />
                ))
              )}
            </Box>
            {query.data && query.data.pagination.totalPages > 1 ? (
              <Group justify="center" p="sm">
                <Pagination
                  size="sm"
                  total={query.data.pagination.totalPages}
                  value={page}
                  onChange={(next) => setFilter({ page: next > 1 ? String(next) : null })}
                  aria-label="Conversation pages"
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
                  })}
                />
              </Group>
            ) : null}
          </Paper>
        </GridCol>
        <GridCol span={{ base: 12, [TWO_COLUMNS]: 7 }} visibleFrom={chosen ? undefined : TWO_COLUMNS}>
          {chosen ? (
            <ChosenThread key={`${chosen.kind}:${chosen.id}`} subject={chosen} backHref={backHref} />
          ) : (
            <Paper withBorder radius="lg" p="xl">
              <Stack align="center" gap="xs" ta="center" py="xl">
                <ThemeIcon variant="light" size={56} radius="xl">
                  <IconMessages aria-hidden size={28} />
                </ThemeIcon>
                <Text fw={600}>Choose a conversation</Text>
                <Text size="sm" c="dimmed" maw={320}>
                  Pick one from the list to read it and reply. Only the people in a conversation can see it.
                </Text>
              </Stack>
            </Paper>
          )}
        </GridCol>
      </Grid>
    </>
  );
}
