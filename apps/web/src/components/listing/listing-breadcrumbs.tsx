'use client';

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IntentLink } from '@/components/intent-link';

/** A listing section › … › the current page (last, not a link): Tasks › Categories › Cleaning. */
export function ListingBreadcrumbs({ items }: { items: { name: string; href?: string }[] }) {
  return (
    <Breadcrumbs mb="sm" separatorMargin={6}>
      {items.map((item) =>
        item.href ? (
          <Anchor key={item.name} component={IntentLink} href={item.href} size="sm">
            {item.name}
          </Anchor>
        ) : (
          <Text key={item.name} size="sm" c="dimmed">
            {item.name}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
