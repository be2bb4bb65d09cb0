'use client';

import type { TNotification, TNotificationType } from '@bazaar/shared/notification';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconBriefcase,
  IconChecklist,
  IconShoppingBag,
  type TablerIcon,
} from '@tabler/icons-react';
import { ThemeIcon } from '@/components/theme-icon';
import { formatDateTime } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';

const TYPE_ICON: Record<TNotificationType, { icon: TablerIcon; color: string }> = {
  shop: { icon: IconShoppingBag, color: 'orange' },
  task: { icon: IconChecklist, color: 'blue' },
  job: { icon: IconBriefcase, color: 'grape' },
  other: { icon: IconBell, color: 'gray' },
};

type NotificationItemProps = { notification: TNotification; onOpen: (notification: TNotification) => void };

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { icon: Icon, color } = TYPE_ICON[notification.notificationType] ?? TYPE_ICON.other;
  const isUnseen = !notification.isSeen;
  return (
    <UnstyledButton
      data-testid="notification-item"
      data-unseen={isUnseen || undefined}
      onClick={() => onOpen(notification)}
      w="100%"
      px="md"
      py="sm"
      style={{
        display: 'block',
        borderBottom: '1px solid var(--mantine-color-default-border)',
        backgroundColor: isUnseen ? 'var(--bz-unread-bg)' : undefined,
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={color} radius="xl" size={34} aria-hidden>
          <Icon aria-hidden size={18} />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="sm" fw={isUnseen ? 700 : 500} lineClamp={1}>
              {notification.title}
            </Text>
            {isUnseen ? (
              <Box
                aria-label="Unseen"
                w={8}
                h={8}
                style={{
                  borderRadius: '50%',
                  flexShrink: 0,
                  background: 'var(--mantine-primary-color-filled)',
                }}
              />
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {notification.message}
          </Text>
          <Text size="xs" c="dimmed" mt={2} title={formatDateTime(notification.createdAt)}>
            {formatRelativeTime(notification.createdAt)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
