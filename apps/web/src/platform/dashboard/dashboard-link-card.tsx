'use client';

import { Card, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import Link from 'next/link';
import { useId } from 'react';
import { ThemeIcon } from '@/components/theme-icon';

export type DashboardLink = {
  href: string;
  title: string;
  description: string;
  icon: Icon;
};

/**
 * A card on the vendor and admin dashboards leading to one area. The link is named by its title (the
 * words it shows first, no aria-label that could differ from them) and described by its description,
 * which is kept out of the name.
 */
export function DashboardLinkCard({ href, title, description, icon: Icon }: DashboardLink) {
  const descriptionId = useId();
  return (
    <Card
      aria-describedby={descriptionId}
      component={Link}
      href={href}
      withBorder
      radius="md"
      padding="md"
      style={{ height: '100%' }}
    >
      <Stack gap="sm" h="100%">
        <ThemeIcon variant="light" size={40} radius="md">
          <Icon aria-hidden size={22} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed" id={descriptionId} aria-hidden>
            {description}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
