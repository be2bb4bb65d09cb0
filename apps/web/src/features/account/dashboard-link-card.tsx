'use client';

import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import Link from 'next/link';

export type DashboardLink = {
  href: string;
  title: string;
  description: string;
  icon: Icon;
  /** What brings the page, e.g. "the Shop section"; absent when the page works today. */
  arrivesWith?: string;
};

/** A card on the vendor and admin dashboards leading to one area. No figures until the area exists. */
export function DashboardLinkCard({ href, title, description, icon: Icon, arrivesWith }: DashboardLink) {
  return (
    <Card
      component={Link}
      href={href}
      withBorder
      radius="md"
      padding="md"
      style={{ height: '100%' }}
      aria-label={arrivesWith ? `${title} (arrives with ${arrivesWith})` : title}
    >
      <Stack gap="sm" h="100%">
        <ThemeIcon variant="light" size={40} radius="md" color={arrivesWith ? 'gray' : undefined}>
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {arrivesWith ? (
          <Text size="xs" c="dimmed" mt="auto" fs="italic">
            Arrives with {arrivesWith}.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
