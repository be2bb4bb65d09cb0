'use client';

import { Group, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { ThemeIcon } from '@/components/theme-icon';

/** The wordmark (the site's own logo when the super admin uploaded one, beside its name); links home. */
export function Logo({
  siteName = 'Bazaar',
  logo = null,
  size = 'md',
}: {
  siteName?: string;
  logo?: string | null;
  size?: 'sm' | 'md';
}) {
  const isSmall = size === 'sm';
  const box = isSmall ? 30 : 36;
  return (
    <IntentLink
      href="/"
      className="bz-link-plain"
      aria-label={`${siteName} home`}
      style={{ display: 'inline-flex' }}
    >
      <Group gap={8} wrap="nowrap">
        {logo ? (
          // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
          <img
            src={logo}
            alt=""
            width={box}
            height={box}
            style={{ borderRadius: 8, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <ThemeIcon size={box} radius="md" variant="filled">
            <IconBuildingStore aria-hidden size={isSmall ? 18 : 22} stroke={1.8} />
          </ThemeIcon>
        )}
        <Text fw={800} fz={isSmall ? 20 : 24} lh={1} style={{ letterSpacing: '-0.02em' }}>
          {siteName}
        </Text>
      </Group>
    </IntentLink>
  );
}
