'use client';

import type { TCategoryDetail } from '@bazaar/shared/category';
import { Button, Container, Group, Text } from '@mantine/core';
import type { DehydratedState } from '@tanstack/react-query';
import { IntentLink } from '@/components/intent-link';
import { PageHeader } from '@/components/page-header';
import { formatCount } from '@/lib/format';
import { CatalogView } from './catalog-view';
import { ShopBreadcrumbs } from './shop-breadcrumbs';

/** /shop/category/{slug}: breadcrumb, sub-categories as chips, and the catalogue within this category. */
export function CategoryView({
  category,
  search,
  initial,
}: {
  category: TCategoryDetail;
  search: string;
  initial: DehydratedState;
}) {
  // The breadcrumb from the API runs root → this category; the last entry is the page itself.
  const ancestors = category.breadcrumb.filter((c) => c.slug !== category.slug);
  const children = category.children.filter((c) => c.isActive);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ShopBreadcrumbs
        items={[
          { name: 'Shop', href: '/shop' },
          { name: 'Categories', href: '/shop/categories' },
          ...ancestors.map((c) => ({ name: c.name, href: `/shop/category/${c.slug}` })),
          { name: category.name },
        ]}
      />
      <PageHeader
        title={category.name}
        description={`${formatCount(category.productCount)} products${children.length > 0 ? ` in ${children.length} sub-categories` : ''}`}
      />
      <CatalogView
        basePath={`/shop/category/${category.slug}`}
        search={search}
        fixedCategory={category.slug}
        initial={initial}
        intro={
          children.length > 0 ? (
            <Group gap="xs" role="group" aria-label="Sub-categories" data-testid="subcategory-chips">
              {children.map((c) => (
                <Button
                  key={c._id}
                  component={IntentLink}
                  href={`/shop/category/${c.slug}`}
                  variant="light"
                  radius="xl"
                  size="compact-md"
                  rightSection={
                    // The chip's own colour: dimmed grey falls under 4.5:1 on the light brand tint.
                    <Text span size="xs" c="inherit" fw={400}>
                      {c.productCount}
                    </Text>
                  }
                >
                  {c.name}
                </Button>
              ))}
            </Group>
          ) : null
        }
      />
    </Container>
  );
}
