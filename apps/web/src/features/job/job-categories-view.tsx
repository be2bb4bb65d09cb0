'use client';

import { jobCategoryPath } from '@bazaar/shared/job-constants';
import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCategory } from '@tabler/icons-react';
import Link from 'next/link';
import { EmptyState } from '@/components/section/empty-state';
import { LoadError } from '@/components/table-states';
import { resolveImageUrl } from '@/lib/public-config';
import { useJobCategories } from './queries';

/** /job/categories: every job category with its open-job count. */
export function JobCategoriesView() {
  const categories = useJobCategories();
  if (categories.isError) return <LoadError what="job categories" />;
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
        title="No job categories yet"
        message="Categories appear here once they are set up."
        action={{ label: 'Browse jobs', href: '/job' }}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="job-categories">
      {categories.data.map((c) => (
        <Card
          key={c._id}
          component={Link}
          href={jobCategoryPath(c.slug)}
          withBorder
          radius="lg"
          padding="md"
          className="bz-link-plain"
          data-testid="job-category-card"
        >
          <Group wrap="nowrap" gap="sm">
            <Avatar src={resolveImageUrl(c.image)} radius="md" size={44} color="grape" alt="">
              <IconBriefcase size={22} />
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} lineClamp={1}>
                {c.name}
              </Text>
              <Text size="sm" c="dimmed">
                {c.openJobCount} open {c.openJobCount === 1 ? 'job' : 'jobs'}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
