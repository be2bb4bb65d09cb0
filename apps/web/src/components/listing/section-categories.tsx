'use client';

import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type Icon, IconCategory } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { LoadError } from '@/components/load-error';
import { EmptyState } from '@/components/section/empty-state';
import { resolveImageUrl } from '@/lib/public-config';

type SectionCategory = { _id: string; name: string; slug: string; image: string | null; openCount: number };

/**
 * A section's categories page (`/task/categories`, `/job/categories`): a card per category with its
 * open count, linking to the category's page; a skeleton, an error or an empty state otherwise.
 */
export function SectionCategories({
  query,
  noun,
  icon: CategoryIcon,
  color,
  pathOf,
  browseHref,
  testId,
}: {
  query: { data: SectionCategory[] | undefined; isError: boolean };
  /** What a category holds: `['task', 'tasks']`. */
  noun: readonly [singular: string, plural: string];
  icon: Icon;
  color: string;
  pathOf: (slug: string) => string;
  browseHref: string;
  /** `task` → `task-categories` and `task-category-card`. */
  testId: string;
}) {
  const [one, many] = noun;
  if (query.isError) return <LoadError what={`${one} categories`} />;
  if (!query.data) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} aria-busy aria-label="Loading categories">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={76} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={IconCategory}
        title={`No ${one} categories yet`}
        message="Categories appear here once they are set up."
        action={{ label: `Browse ${many}`, href: browseHref }}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid={`${testId}-categories`}>
      {query.data.map((c) => (
        <Card
          key={c._id}
          component={IntentLink}
          href={pathOf(c.slug)}
          withBorder
          radius="lg"
          padding="md"
          className="bz-link-plain"
          data-testid={`${testId}-category-card`}
        >
          <Group wrap="nowrap" gap="sm">
            <Avatar src={resolveImageUrl(c.image)} radius="md" size={44} color={color} alt="">
              <CategoryIcon aria-hidden size={22} />
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} lineClamp={1}>
                {c.name}
              </Text>
              <Text size="sm" c="dimmed">
                {c.openCount} open {c.openCount === 1 ? one : many}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
