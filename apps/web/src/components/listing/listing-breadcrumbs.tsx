'use client';

import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { IntentLink } from '@/components/intent-link';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbListLd, type Crumb } from '@/lib/json-ld';
import { getSiteUrl } from '@/lib/public-config';

/**
 * A listing section › … › the current page (last, not a link): Tasks › Categories › Cleaning. The
 * same trail is the page's BreadcrumbList for search engines, so the two never differ.
 */
export function ListingBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Box component="nav" aria-label="Breadcrumb" mb="sm">
      <JsonLd data={breadcrumbListLd(getSiteUrl(), items)} />
      <Breadcrumbs separatorMargin={6}>
        {items.map((item) =>
          item.href ? (
            <Anchor key={item.name} component={IntentLink} href={item.href} size="sm">
              {item.name}
            </Anchor>
          ) : (
            <Text key={item.name} size="sm" c="dimmed" aria-current="page">
              {item.name}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
