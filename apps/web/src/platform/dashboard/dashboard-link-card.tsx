'use client';

import { Card, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import Link from 'next/link';
import { ThemeIcon } from '@/components/theme-icon';

export type DashboardLink = {
  href: string;
  title: string;
  description: string;
  icon: Icon;
};

/** A card on the vendor and admin dashboards leading to one area. */
export function DashboardLinkCard({ href, title, description, icon: Icon }: DashboardLink) {
  return (
    <Card component={Link} href={href} withBorder radius="md" padding="md" style={{ height: '100%' }}>
      <Stack gap="sm" h="100%">
        <ThemeIcon variant="light" size={40} radius="md">
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
