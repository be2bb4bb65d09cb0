'use client';

import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import Link from 'next/link';

/** The wordmark; links home. */
export function Logo({ siteName = 'Bazaar', size = 'md' }: { siteName?: string; size?: 'sm' | 'md' }) {
  const isSmall = size === 'sm';
  return (
    <Link
      href="/"
      className="bz-link-plain"
      aria-label={`${siteName} home`}
      style={{ display: 'inline-flex' }}
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={isSmall ? 30 : 36} radius="md" variant="filled">
          <IconBuildingStore size={isSmall ? 18 : 22} stroke={1.8} />
        </ThemeIcon>
        <Text fw={800} fz={isSmall ? 20 : 24} lh={1} style={{ letterSpacing: '-0.02em' }}>
          {siteName}
        </Text>
      </Group>
    </Link>
  );
}
