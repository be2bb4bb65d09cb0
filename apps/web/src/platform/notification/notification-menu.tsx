'use client';

import { NOTIFICATIONS_PANEL_MAX_VH } from '@bazaar/shared/constants';
import type { TNotification } from '@bazaar/shared/notification';
import { decideAccess } from '@bazaar/shared/roles';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell, IconBellOff, IconChecks } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { ThemeIcon } from '@/components/theme-icon';
import { useSession } from '@/lib/session-client';
import { NotificationItem } from './notification-item';
import { useMarkAllNotificationsSeen, useMarkNotificationSeen, useNotifications } from './queries';

/** Load the next page once the reader is this close to the bottom of the panel. */
const LOAD_MORE_THRESHOLD_PX = 80;
/**
 * The panel header's height; the list gets the rest of the panel's 50% of the viewport
 * (docs/product-rules.md "Calls and freshness").
 */
const PANEL_HEADER_PX = 52;
const PANEL_MAX_HEIGHT = `${NOTIFICATIONS_PANEL_MAX_VH}vh`;

/**
 * The bell with the unseen count and its dropdown (docs/product-rules.md "Routes and shell", "Calls and
 * freshness").
 */
export function NotificationMenu() {
  const router = useRouter();
  const { data: session, update } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const query = useNotifications();
  const markAll = useMarkAllNotificationsSeen();
  const markSeen = useMarkNotificationSeen();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.docs);
  const unseenCount = pages[0]?.unseenCount ?? 0;

  async function open(notification: TNotification) {
    const route = notification.metaData.route;
    setIsOpen(false);
    // Opened means seen: the bell counts one fewer at once.
    markSeen(notification);
    // A notification may announce a role just granted (vendor approved): refresh the session first,
    // or the guard would still see the old roles and send the user to /.
    const roles = session?.user.userType ?? [];
    if (!decideAccess(route.split('?')[0] ?? route, roles).allow) await update();
    router.push(route);
  }

  function onScroll() {
    const viewport = viewportRef.current;
    if (!viewport || !query.hasNextPage || query.isFetchingNextPage) return;
    const distance = viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight;
    if (distance < LOAD_MORE_THRESHOLD_PX) void query.fetchNextPage();
  }

  // The unseen badge wraps the whole popover, not the target: the target gets aria-expanded, which a
  // button may carry and the badge's plain div may not.
  return (
    <Indicator
      label={unseenCount > 99 ? '99+' : unseenCount}
      size={18}
      offset={6}
      color="red"
      disabled={unseenCount === 0}
      inline
    >
      <Popover
        opened={isOpen}
        onChange={setIsOpen}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="lg"
        radius="md"
        withArrow
        arrowPosition="center"
        zIndex={400}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            data-testid="notification-bell"
            aria-label={unseenCount > 0 ? `Notifications, ${unseenCount} unseen` : 'Notifications'}
            onClick={() => setIsOpen((o) => !o)}
          >
            <IconBell aria-hidden size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown
          p={0}
          data-testid="notification-panel"
          mah={PANEL_MAX_HEIGHT}
          style={{ overflow: 'hidden' }}
        >
          <Group
            justify="space-between"
            px="md"
            h={PANEL_HEADER_PX}
            wrap="nowrap"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text fw={700}>Notifications</Text>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconChecks aria-hidden size={16} />}
              onClick={() => markAll.mutate()}
              loading={markAll.isPending}
              disabled={unseenCount === 0}
            >
              Mark all as seen
            </Button>
          </Group>
          <ScrollArea.Autosize
            mah={`calc(${PANEL_MAX_HEIGHT} - ${PANEL_HEADER_PX + 2}px)`}
            type="auto"
            viewportRef={viewportRef}
            onScrollPositionChange={onScroll}
          >
            {query.isPending ? (
              <Stack gap={0}>
                {[0, 1, 2, 3].map((i) => (
                  <Group key={i} px="md" py="sm" gap="sm" wrap="nowrap" align="flex-start">
                    <Skeleton circle height={34} />
                    <Box style={{ flex: 1 }}>
                      <Skeleton height={12} width="60%" mb={8} />
                      <Skeleton height={10} mb={6} />
                      <Skeleton height={10} width="40%" />
                    </Box>
                  </Group>
                ))}
              </Stack>
            ) : items.length === 0 ? (
              <Stack align="center" gap={6} py="xl" px="md">
                <ThemeIcon variant="light" color="gray" size={48} radius="xl">
                  <IconBellOff aria-hidden size={24} />
                </ThemeIcon>
                <Text fw={600}>You are all caught up</Text>
                <Text size="sm" c="dimmed" ta="center">
                  Orders, offers, applications and inquiries will show up here.
                </Text>
              </Stack>
            ) : (
              <Box>
                {items.map((n) => (
                  <NotificationItem key={n._id} notification={n} onOpen={open} />
                ))}
                {query.hasNextPage ? (
                  <Box p="sm">
                    <Button
                      fullWidth
                      variant="light"
                      size="xs"
                      onClick={() => void query.fetchNextPage()}
                      loading={query.isFetchingNextPage}
                    >
                      Load more
                    </Button>
                  </Box>
                ) : null}
              </Box>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
