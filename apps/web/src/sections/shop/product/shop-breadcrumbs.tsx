'use client';

import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { IntentLink } from '@/components/intent-link';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbListLd, type Crumb } from '@/lib/json-ld';
import { getSiteUrl } from '@/lib/public-config';

// A file of its own: the product and store pages show the trail, and importing it from category-view.tsx
// brought the whole catalogue view (list, filters, pager) into their first load (decision 040).

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
