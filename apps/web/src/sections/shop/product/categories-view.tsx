'use client';

import type { TCategoryTreeNode } from '@bazaar/shared/category';
import { Anchor, Box, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCategory, IconChevronRight } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/section/empty-state';
import { ThemeIcon } from '@/components/theme-icon';
import { formatCount } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { useCategoryTree } from './queries';
import { ShopBreadcrumbs } from './shop-breadcrumbs';

function CategoryCard({ node }: { node: TCategoryTreeNode }) {
  const image = resolveImageUrl(node.image);
  return (
    <Card padding="lg" data-testid="category-card">
      <Group gap="md" wrap="nowrap" mb={node.children.length > 0 ? 'md' : 0}>
        {image ? (
          // biome-ignore lint/performance/noImgElement: uploads come from the run-time static host
          <img src={image} alt="" width={48} height={48} style={{ borderRadius: 8, objectFit: 'cover' }} />
        ) : (
          <ThemeIcon size={48} radius="md" variant="light">
            <IconCategory aria-hidden size={26} stroke={1.6} />
          </ThemeIcon>
        )}
        <Box style={{ minWidth: 0 }}>
          <Anchor component={IntentLink} href={`/shop/category/${node.slug}`} fw={700} fz="lg" c="inherit">
            {node.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatCount(node.productCount)} products
          </Text>
        </Box>
      </Group>
      {node.children.length > 0 ? (
        <Stack gap={4}>
          {node.children.map((child) => (
            <Anchor
              key={child._id}
              component={IntentLink}
              href={`/shop/category/${child.slug}`}
              size="sm"
              c="inherit"
              underline="hover"
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text span size="sm">
                  {child.name}
                </Text>
                <Group gap={2} wrap="nowrap" c="dimmed">
                  <Text span size="xs">
                    {child.productCount}
                  </Text>
                  <IconChevronRight aria-hidden size={14} />
                </Group>
              </Group>
            </Anchor>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}

/** /shop/categories: the category tree as cards, each with its sub-categories and product counts. */
export function CategoriesView() {
  const tree = useCategoryTree();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ShopBreadcrumbs items={[{ name: 'Shop', href: '/shop' }, { name: 'Categories' }]} />
      <PageHeader
        title="Shop by category"
        description="Every aisle of the bazaar, with what is on its shelves."
      />
      {tree.data ? (
        tree.data.length === 0 ? (
          <EmptyState
            icon={IconCategory}
            title="No categories yet"
            message="Categories appear here once the shop has products."
            action={{ label: 'Go to the Shop', href: '/shop' }}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
            {tree.data.map((node) => (
              <CategoryCard key={node._id} node={node} />
            ))}
          </SimpleGrid>
        )
      ) : tree.isError ? (
        <EmptyState
          icon={IconAlertTriangle}
          title="Categories did not load"
          message={tree.error.message}
          action={{ label: 'Go to the Shop', href: '/shop' }}
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          spacing="lg"
          aria-busy
          aria-label="Loading categories"
        >
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={180} radius="lg" />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
