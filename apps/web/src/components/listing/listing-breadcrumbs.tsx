'use client';

import { Anchor, Box, Text } from '@mantine/core';
import { type CSSProperties, Fragment } from 'react';
import { IntentLink } from '@/components/intent-link';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbListLd, type Crumb } from '@/lib/json-ld';
import { getSiteUrl } from '@/lib/public-config';

/** Mantine's class names for Breadcrumbs (`@mantine/core/styles/Breadcrumbs.css`, in the public subset). */
export const MANTINE_BREADCRUMBS = {
  root: 'm_8b3717df mantine-Breadcrumbs-root',
  breadcrumb: 'm_f678d540 mantine-Breadcrumbs-breadcrumb',
  separator: 'm_3b8f2208 mantine-Breadcrumbs-separator',
} as const;

/** Mantine's `separatorMargin={6}`. */
const SEPARATOR_MARGIN = {
  '--bc-separator-margin': 'calc(0.375rem * var(--mantine-scale))',
} as CSSProperties;

/**
 * A listing section › … › the current page (last, not a link): Tasks › Categories › Cleaning. The
 * same trail is the page's BreadcrumbList for search engines, so the two never differ. Drawn as
 * Mantine's Breadcrumbs draws it, without its component (one less in a detail page's first load,
 * decision 064).
 */
export function ListingBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Box component="nav" aria-label="Breadcrumb" mb="sm">
      <JsonLd data={breadcrumbListLd(getSiteUrl(), items)} />
      <div className={MANTINE_BREADCRUMBS.root} style={SEPARATOR_MARGIN}>
        {items.map((item, index) => (
          <Fragment key={item.name}>
            {index > 0 ? <div className={MANTINE_BREADCRUMBS.separator}>/</div> : null}
            {item.href ? (
              <Anchor
                component={IntentLink}
                href={item.href}
                size="sm"
                className={MANTINE_BREADCRUMBS.breadcrumb}
              >
                {item.name}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed" aria-current="page" className={MANTINE_BREADCRUMBS.breadcrumb}>
                {item.name}
              </Text>
            )}
          </Fragment>
        ))}
      </div>
    </Box>
  );
}
