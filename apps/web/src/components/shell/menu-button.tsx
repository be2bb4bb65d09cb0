'use client';

import { IconMenu2, IconX } from '@tabler/icons-react';
import { PlainActionIcon } from '@/components/plain-action-icon';

/**
 * The phone's menu button: three lines, a cross while the menu is open. Mantine's Burger draws its
 * lines with a `div` inside the `button`, which HTML does not allow (a button holds phrasing content).
 */
export function MenuButton({
  opened,
  onClick,
  label,
  hiddenFrom,
}: {
  opened: boolean;
  onClick: () => void;
  label: string;
  hiddenFrom?: 'sm';
}) {
  return (
    <PlainActionIcon
      hiddenFrom={hiddenFrom}
      look="subtle"
      size="lg"
      onClick={onClick}
      label={label}
      aria-expanded={opened}
    >
      {opened ? <IconX size={20} aria-hidden /> : <IconMenu2 size={20} aria-hidden />}
    </PlainActionIcon>
  );
}
