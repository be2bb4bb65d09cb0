'use client';

import type { TTaskerPageResponse } from '@bazaar/shared/task';
import { taskCategoryPath } from '@bazaar/shared/task-constants';
import { Avatar, Badge, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IntentLink } from '@/components/intent-link';
import { ListingPager } from '@/components/listing/listing-pager';
import { RatingStars } from '@/components/rating-stars/rating-stars';
import { formatDate } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { taskKeys } from './query-keys';
import { taskApi } from './task-api';
import { TaskReviewCard } from './task-review-parts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm" ta="center">
      <Text fw={800} fz="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/** /task/tasker/{userId}: a tasker's profile, rating, completed tasks, member since and reviews. */
export function TaskerPageView({ initial }: { initial: TTaskerPageResponse }) {
  const userId = initial.data._id;
  const [page, setPage] = useState(1);
  const { data = initial } = useQuery({
    queryKey: taskKeys.tasker(userId, page),
    queryFn: ({ signal }) => taskApi.tasker(userId, page, { signal }),
    initialData: page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const t = data.data;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'lg', md: 40 }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p="lg">
            <Stack align="center" gap="sm" ta="center">
              <Avatar src={resolveImageUrl(t.photo ?? t.image)} size={112} radius="50%" alt="" color="brand">
                <IconUser aria-hidden size={48} />
              </Avatar>
              <Title order={1} fz={24} data-testid="tasker-name">
                {t.fullName}
              </Title>
              <RatingStars rating={t.rating} count={t.reviewsCount} size="sm" />
              <Text size="sm" c="dimmed">
                Member since {formatDate(t.memberSince)}
              </Text>
              {t.serviceArea ? <Text size="sm">Works in {t.serviceArea.label}</Text> : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <SimpleGrid cols={3} spacing="sm">
              <Stat label="Completed tasks" value={String(t.completedCount)} />
              <Stat label="Rating" value={t.reviewsCount ? t.rating.toFixed(1) : '–'} />
              <Stat label="Reviews" value={String(t.reviewsCount)} />
            </SimpleGrid>
            <Stack gap="xs">
              <Title order={2} fz="lg">
                About
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} c={t.bio ? undefined : 'dimmed'}>
                {t.bio || 'No bio yet.'}
              </Text>
            </Stack>
            {t.skills.length > 0 ? (
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  Skills
                </Title>
                <Group gap={6}>
                  {t.skills.map((s) => (
                    <Badge key={s} variant="light">
                      {s}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            ) : null}
            {t.categories.length > 0 ? (
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  Task categories
                </Title>
                <Group gap={6}>
                  {t.categories.map((c) => (
                    <Badge
                      key={c._id}
                      variant="default"
                      component={IntentLink}
                      href={taskCategoryPath(c.slug)}
                    >
                      {c.name}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            ) : null}
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Reviews as a tasker
              </Title>
              {data.reviews.docs.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No reviews yet.
                </Text>
              ) : (
                data.reviews.docs.map((r) => <TaskReviewCard key={r._id} review={r} showTask />)
              )}
              <ListingPager pagination={data.reviews.pagination} onChange={setPage} />
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
