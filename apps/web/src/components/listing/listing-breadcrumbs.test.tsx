import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { IntentLink } from '@/components/intent-link';
import { drawn } from '@/components/markup.test-support';
import { ListingBreadcrumbs } from './listing-breadcrumbs';

describe('ListingBreadcrumbs', () => {
  it("draws Mantine's Breadcrumbs: links, then the current page", () => {
    const trail = drawn(
      <ListingBreadcrumbs
        items={[
          { name: 'Jobs', href: '/job' },
          { name: 'Design', href: '/job/category/design' },
          { name: 'Logo' },
        ]}
      />,
    );
    const mantine = drawn(
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={IntentLink} href="/job" size="sm">
          Jobs
        </Anchor>
        <Anchor component={IntentLink} href="/job/category/design" size="sm">
          Design
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page">
          Logo
        </Text>
      </Breadcrumbs>,
    );
    // The trail is the nav's content after its structured data.
    expect(trail.replace(/^.*<\/script>/, '').replace(/<\/nav>$/, '')).toBe(mantine);
  });

  it("draws the shop's trail as ShopBreadcrumbs drew it with Mantine's Breadcrumbs", () => {
    const trail = drawn(
      <ListingBreadcrumbs
        look="shop"
        items={[
          { name: 'Shop', href: '/shop' },
          { name: 'Lamps', href: '/shop/category/lamps' },
          { name: 'Desk lamp' },
        ]}
      />,
    );
    const mantine = drawn(
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        <Anchor component={IntentLink} href="/shop" size="sm" c="dimmed">
          Shop
        </Anchor>
        <Anchor component={IntentLink} href="/shop/category/lamps" size="sm" c="dimmed">
          Lamps
        </Anchor>
        <Text size="sm" aria-current="page" lineClamp={1}>
          Desk lamp
        </Text>
      </Breadcrumbs>,
    );
    expect(trail.replace(/^.*<\/script>/, '').replace(/<\/nav>$/, '')).toBe(mantine);
  });
});
