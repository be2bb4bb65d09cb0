'use client';

import { useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { PlainActionIcon } from '@/components/plain-action-icon';

/**
 * Light/dark switch; the icon follows the CSS attribute, so the server render never mismatches. On the
 * top bar (white on the brand colour) it is smaller and has no hover.
 */
export function ThemeToggle({ onTopBar = false }: { onTopBar?: boolean }) {
  const { toggleColorScheme } = useMantineColorScheme();
  return (
    <PlainActionIcon
      look={onTopBar ? 'transparent' : 'subtle'}
      size={onTopBar ? 'sm' : 'lg'}
      style={onTopBar ? { color: 'var(--mantine-color-white)' } : undefined}
      label="Toggle color scheme"
      onClick={toggleColorScheme}
    >
      <span className="mantine-dark-hidden" style={{ lineHeight: 0 }}>
        <IconMoon aria-hidden size={20} stroke={1.6} />
      </span>
      <span className="mantine-light-hidden" style={{ lineHeight: 0 }}>
        <IconSun aria-hidden size={20} stroke={1.6} />
      </span>
    </PlainActionIcon>
  );
}
