'use client';

import type { TVendorCard } from '@bazaar/shared/product';
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import Link from 'next/link';
import { resolveImageUrl } from '@/lib/public-config';

/** A store's page. */
export function storeHref(slug: string): string {
  return `/shop/store/${encodeURIComponent(slug)}`;
}

/** Who sells the product; the whole card leads to the store's page, the rest of their shelf. */
export function VendorCard({ vendor }: { vendor: TVendorCard }) {
  return (
    <Paper
      component={Link}
      href={storeHref(vendor.slug)}
      withBorder
      radius="lg"
      p="md"
      data-testid="vendor-card"
      className="bz-link-plain"
      style={{ display: 'block' }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={resolveImageUrl(vendor.logo)} alt="" radius="md" size={44} color="brand">
            <IconBuildingStore size={22} />
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              Sold by
            </Text>
            <Text fw={600} lineClamp={2}>
              {vendor.storeName}
            </Text>
          </Stack>
        </Group>
        {/* Not a link of its own: the card is the link, and a link may not hold another. */}
        <Button component="span" variant="light" size="xs" style={{ flexShrink: 0 }}>
          Visit store
        </Button>
      </Group>
    </Paper>
  );
}
