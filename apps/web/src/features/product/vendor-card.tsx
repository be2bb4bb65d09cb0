'use client';

import type { TVendorCard } from '@bazaar/shared/product';
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import Link from 'next/link';
import { resolveImageUrl } from '@/lib/public-config';

/** Who sells the product, with a way to see the rest of their shelf. */
export function VendorCard({ vendor }: { vendor: TVendorCard }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="vendor-card">
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
        <Button
          component={Link}
          href={`/shop?vendor=${encodeURIComponent(vendor.slug)}`}
          variant="light"
          size="xs"
          style={{ flexShrink: 0 }}
        >
          Visit store
        </Button>
      </Group>
    </Paper>
  );
}
