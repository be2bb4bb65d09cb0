'use client';

import { ActionIcon, type ActionIconProps, Box, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Light/dark switch; the icon follows the CSS attribute, so the server render never mismatches. */
export function ThemeToggle(props: ActionIconProps) {
  const { toggleColorScheme } = useMantineColorScheme();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Toggle color scheme"
      onClick={toggleColorScheme}
      {...props}
    >
      <Box component="span" darkHidden lh={0}>
        <IconMoon aria-hidden size={20} stroke={1.6} />
      </Box>
      <Box component="span" lightHidden lh={0}>
        <IconSun aria-hidden size={20} stroke={1.6} />
      </Box>
    </ActionIcon>
  );
}
