'use client';

import { taskCategoryPath } from '@bazaar/shared/task-constants';
import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCategory, IconChecklist } from '@tabler/icons-react';
import Link from 'next/link';
import { EmptyState } from '@/components/section/empty-state';
import { LoadError } from '@/components/table-states';
import { resolveImageUrl } from '@/lib/public-config';
import { useTaskCategories } from './queries';

/** /task/categories: every task category with its open-task count. */
export function TaskCategoriesView() {
  const categories = useTaskCategories();
  if (categories.isError) return <LoadError what="task categories" />;
  if (!categories.data) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} aria-busy aria-label="Loading categories">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={76} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (categories.data.length === 0) {
    return (
      <EmptyState
        icon={IconCategory}
        title="No task categories yet"
        message="Categories appear here once they are set up."
        action={{ label: 'Browse tasks', href: '/task' }}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="task-categories">
      {categories.data.map((c) => (
        <Card
          key={c._id}
          component={Link}
          href={taskCategoryPath(c.slug)}
          withBorder
          radius="lg"
          padding="md"
          className="bz-link-plain"
          data-testid="task-category-card"
        >
          <Group wrap="nowrap" gap="sm">
            <Avatar src={resolveImageUrl(c.image)} radius="md" size={44} color="brand" alt="">
              <IconChecklist size={22} />
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} lineClamp={1}>
                {c.name}
              </Text>
              <Text size="sm" c="dimmed">
                {c.openTaskCount} open {c.openTaskCount === 1 ? 'task' : 'tasks'}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
