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

/** Mantine's `separatorMargin={6}`; the shop's trail also wraps onto a second line on a phone. */
const SEPARATOR_MARGIN = {
  '--bc-separator-margin': 'calc(0.375rem * var(--mantine-scale))',
} as CSSProperties;
const WRAPPING = { flexWrap: 'wrap', rowGap: 4, ...SEPARATOR_MARGIN } as CSSProperties;

/**
 * How a trail reads: a section's (links, the current page dimmed) or the shop's (dimmed links, the current
 * page on one line, wrapping rather than overflowing a phone, set further from what follows).
 */
export type BreadcrumbsLook = 'section' | 'shop';

/**
 * A listing section › … › the current page (last, not a link): Tasks › Categories › Cleaning. The
 * same trail is the page's BreadcrumbList for search engines, so the two never differ. Drawn as
 * Mantine's Breadcrumbs draws it, without its component (one less in a page's first load, decisions
 * 064 and 065).
 */
export function ListingBreadcrumbs({ items, look = 'section' }: { items: Crumb[]; look?: BreadcrumbsLook }) {
  const isShop = look === 'shop';
  return (
    <Box component="nav" aria-label="Breadcrumb" mb={isShop ? 'md' : 'sm'}>
      <JsonLd data={breadcrumbListLd(getSiteUrl(), items)} />
      <div className={MANTINE_BREADCRUMBS.root} style={isShop ? WRAPPING : SEPARATOR_MARGIN}>
        {items.map((item, index) => (
          <Fragment key={item.name}>
            {index > 0 ? <div className={MANTINE_BREADCRUMBS.separator}>/</div> : null}
            {item.href ? (
              <Anchor
                component={IntentLink}
                href={item.href}
                size="sm"
                c={isShop ? 'dimmed' : undefined}
                className={MANTINE_BREADCRUMBS.breadcrumb}
              >
                {item.name}
              </Anchor>
            ) : (
              <Text
                size="sm"
                c={isShop ? undefined : 'dimmed'}
                lineClamp={isShop ? 1 : undefined}
                aria-current="page"
                className={MANTINE_BREADCRUMBS.breadcrumb}
              >
                {item.name}
              </Text>
            )}
          </Fragment>
        ))}
      </div>
    </Box>
  );
}
