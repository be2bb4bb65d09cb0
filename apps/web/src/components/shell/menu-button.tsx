'use client';

import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconMenu2, IconX } from '@tabler/icons-react';

/**
 * The phone's menu button: three lines, a cross while the menu is open. Mantine's Burger draws its
 * lines with a `div` inside the `button`, which HTML does not allow (a button holds phrasing content).
 */
export function MenuButton({
  opened,
  onClick,
  label,
  ...props
}: { opened: boolean; onClick: () => void; label: string } & Pick<ActionIconProps, 'hiddenFrom'>) {
  return (
    <ActionIcon
      {...props}
      variant="subtle"
      color="gray"
      size="lg"
      onClick={onClick}
      aria-label={label}
      aria-expanded={opened}
    >
      {opened ? <IconX size={20} aria-hidden /> : <IconMenu2 size={20} aria-hidden />}
    </ActionIcon>
  );
}
