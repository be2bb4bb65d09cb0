'use client';

import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import Link from 'next/link';

export type DashboardLink = {
  href: string;
  title: string;
  description: string;
  icon: Icon;
  /** The page is still a placeholder (the `[...rest]` route): the card says it opens soon. */
  isComingSoon?: boolean;
};

/** A card on the vendor and admin dashboards leading to one area. */
export function DashboardLinkCard({ href, title, description, icon: Icon, isComingSoon }: DashboardLink) {
  return (
    <Card
      component={Link}
      href={href}
      withBorder
      radius="md"
      padding="md"
      style={{ height: '100%' }}
      aria-label={isComingSoon ? `${title} (opens soon)` : title}
    >
      <Stack gap="sm" h="100%">
        <ThemeIcon variant="light" size={40} radius="md" color={isComingSoon ? 'gray' : undefined}>
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {isComingSoon ? (
          <Text size="xs" c="dimmed" mt="auto" fs="italic">
            Opens soon.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
