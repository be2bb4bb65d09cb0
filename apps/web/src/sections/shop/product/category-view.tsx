'use client';

import type { TCategoryDetail } from '@bazaar/shared/category';
import { Anchor, Box, Breadcrumbs, Button, Container, Group, Text } from '@mantine/core';
import { IntentLink } from '@/components/intent-link';
import { JsonLd } from '@/components/json-ld';
import { PageHeader } from '@/components/page-header';
import { breadcrumbListLd, type Crumb } from '@/lib/json-ld';
import { getSiteUrl } from '@/lib/public-config';
import { CatalogView } from './catalog-view';

/**
 * Shop › … › this category. The same trail is the page's BreadcrumbList for search engines, so the
 * two never differ.
 */
export function ShopBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Box component="nav" aria-label="Breadcrumb" mb="md">
      <JsonLd data={breadcrumbListLd(getSiteUrl(), items)} />
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {items.map((item) =>
          item.href ? (
            <Anchor key={item.href} component={IntentLink} href={item.href} size="sm" c="dimmed">
              {item.name}
            </Anchor>
          ) : (
            <Text key={item.name} size="sm" aria-current="page" lineClamp={1}>
              {item.name}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}

/** /shop/category/{slug}: breadcrumb, sub-categories as chips, and the catalogue within this category. */
export function CategoryView({ category, search }: { category: TCategoryDetail; search: string }) {
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
        description={`${category.productCount.toLocaleString('en-IN')} products${children.length > 0 ? ` in ${children.length} sub-categories` : ''}`}
      />
      <CatalogView
        basePath={`/shop/category/${category.slug}`}
        search={search}
        fixedCategory={category.slug}
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
