import type { TTaskCard } from '@bazaar/shared/task';
import { taskPath } from '@bazaar/shared/task-constants';
import { Avatar, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { StatusBadge } from '@/components/status-badge';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { offersLabel, TASK_STATUS_COLORS, TASK_STATUS_LABELS, whenLabel, whereLabel } from './task-format';

/**
 * A task in a listing: title, budget, where and when, offers and the poster. A task that is no longer
 * Open says so (it takes no offers).
 */
export function TaskCard({ task }: { task: TTaskCard }) {
  const isOpen = task.status === 'Open';
  return (
    <Card
      component={IntentLink}
      href={taskPath(task._id)}
      withBorder
      radius="lg"
      padding="md"
      className="bz-link-plain"
      data-testid="task-card"
      data-status={task.status}
    >
      <Stack gap={8} h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" lineClamp={1}>
            {task.category.name}
          </Text>
          <StatusBadge
            status={task.status}
            colors={TASK_STATUS_COLORS}
            labels={TASK_STATUS_LABELS}
            size="sm"
            data-testid="task-status"
          />
        </Group>
        <Text fw={700} lineClamp={2} data-testid="task-title">
          {task.title}
        </Text>
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {whereLabel(task)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed">
              {whenLabel(task.when)}
            </Text>
          </Group>
          {isOpen ? (
            <Group gap={6} wrap="nowrap">
              <IconMessageCircle size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed">
                {offersLabel(task.offersCount)}
              </Text>
            </Group>
          ) : null}
        </Stack>
        <Group justify="space-between" gap="xs" mt="auto" pt={4} wrap="nowrap">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={resolveImageUrl(task.poster.image)} size={24} radius="xl" alt="">
              {task.poster.fullName.charAt(0)}
            </Avatar>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {task.poster.fullName}
            </Text>
          </Group>
          <Text fw={800} fz="lg" style={{ whiteSpace: 'nowrap' }} data-testid="task-budget">
            {formatPrice(task.budget)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** Holds a card's place while a page of tasks loads. */
export function TaskCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden data-testid="task-card-skeleton">
      <Stack gap={10}>
        <Skeleton h={10} w="30%" />
        <Skeleton h={14} w="85%" />
        <Skeleton h={12} w="60%" />
        <Skeleton h={12} w="45%" />
        <Skeleton h={20} w="70%" />
      </Stack>
    </Card>
  );
}
