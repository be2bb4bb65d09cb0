'use client';

import type { TTaskDetail } from '@bazaar/shared/task';
import { taskCategoryPath, taskerPath } from '@bazaar/shared/task-constants';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconMessageCircle, IconUser, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Fact, SectionTitle } from '@/components/listing/detail-parts';
import { ProfileCard } from '@/components/listing/profile-card';
import { StatusBadge } from '@/components/status-badge';
import { ProductGallery } from '@/features/product/product-gallery';
import { RatingStars } from '@/features/product/rating-stars';
import { formatDate, formatPrice } from '@/lib/format';
import { taskKeys } from './query-keys';
import { TaskActions } from './task-actions';
import { taskApi } from './task-api';
import { offersLabel, TASK_STATUS_COLORS, TASK_STATUS_LABELS, whenLabel, whereLabel } from './task-format';
import { TaskQuestions } from './task-questions';
import { TaskThread } from './task-thread';

/**
 * /task/{id}: the task as the cached page shows it to everyone (details, poster, offers count,
 * questions), with the reader's own parts (offer, offers, actions, messages) as islands. After a
 * write the task is read again, so a change shows at once.
 */
export function TaskDetailView({ task: initial }: { task: TTaskDetail }) {
  const { data: task = initial } = useQuery({
    queryKey: taskKeys.detail(initial._id),
    queryFn: async ({ signal }) => (await taskApi.detail(initial._id, { signal })).data,
    initialData: initial,
    staleTime: 30_000,
  });
  const poster = task.poster;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Breadcrumbs mb="sm" separatorMargin={6}>
        <Anchor component={Link} href="/task" size="sm">
          Tasks
        </Anchor>
        <Anchor component={Link} href={taskCategoryPath(task.category.slug)} size="sm">
          {task.category.name}
        </Anchor>
      </Breadcrumbs>
      <Box mb="lg">
        <Stack gap={8}>
          <Group gap="xs">
            <StatusBadge
              status={task.status}
              colors={TASK_STATUS_COLORS}
              labels={TASK_STATUS_LABELS}
              data-testid="task-status"
            />
            <Badge variant="default" component={Link} href={taskCategoryPath(task.category.slug)}>
              {task.category.name}
            </Badge>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.25} data-testid="task-title">
            {task.title}
          </Title>
        </Stack>
      </Box>
      <Grid gap={{ base: 'lg', md: 40 }}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            {task.status === 'Cancelled' ? (
              <Alert color="gray" variant="light" icon={<IconX size={18} />} title="This task was cancelled">
                {task.cancelReason}
              </Alert>
            ) : null}
            <Paper withBorder radius="lg" p="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                <Fact icon={<IconMapPin size={18} />} label="Where" value={whereLabel(task)} />
                <Fact icon={<IconCalendarEvent size={18} />} label="When" value={whenLabel(task.when)} />
                <Fact
                  icon={<IconMessageCircle size={18} />}
                  label="Offers"
                  value={offersLabel(task.offersCount)}
                />
                <Fact icon={<IconUser size={18} />} label="Posted" value={formatDate(task.createdAt)} />
              </SimpleGrid>
            </Paper>
            {task.images.length > 0 ? (
              <Box maw={560}>
                <ProductGallery images={task.images} name={task.title} />
              </Box>
            ) : null}
            <Box component="section">
              <SectionTitle>Details</SectionTitle>
              <Text
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                data-testid="task-description"
              >
                {task.description}
              </Text>
            </Box>
            <TaskThread task={task} />
            <Box component="section">
              <SectionTitle>Questions</SectionTitle>
              <TaskQuestions taskId={task._id} questions={task.questions} />
            </Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <Paper withBorder radius="lg" p="md">
              <Stack gap="md">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Budget
                  </Text>
                  <Text fz={32} fw={800} lh={1.2} data-testid="task-detail-budget">
                    {formatPrice(task.budget)}
                  </Text>
                </Stack>
                <TaskActions task={task} />
              </Stack>
            </Paper>
            <ProfileCard
              href={taskerPath(poster._id)}
              image={poster.image}
              caption="Posted by"
              name={poster.fullName}
              details={
                <Stack gap={0}>
                  <RatingStars rating={poster.rating} count={poster.reviewsCount} />
                  <Text size="xs" c="dimmed">
                    Member since {formatDate(poster.memberSince)}
                  </Text>
                </Stack>
              }
              action="View profile"
              icon={IconUser}
              testId="poster-card"
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
