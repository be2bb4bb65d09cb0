'use client';

import { allowedNextStatuses, ORDER_ACTION_LABEL, type TOrderStatus } from '@bazaar/shared/order';
import { Button, Group } from '@mantine/core';

const ROLE = { user: 'User', vendor: 'Vendor', admin: 'Admin' } as const;

/** One button per move the role may make from the order's status (ORDER_TRANSITIONS). */
export function OrderActionButtons({
  area,
  status,
  onAction,
  size = 'xs',
  compact = false,
}: {
  area: 'user' | 'vendor' | 'admin';
  status: TOrderStatus;
  onAction: (to: TOrderStatus) => void;
  size?: 'xs' | 'sm';
  /** Short labels for table rows ("Cancel" instead of "Cancel order"). */
  compact?: boolean;
}) {
  const next = allowedNextStatuses(ROLE[area], status);
  if (next.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {next.map((to) => (
        <Button
          key={to}
          size={size}
          variant={to === 'Cancelled' || to === 'Returned' ? 'subtle' : 'light'}
          color={to === 'Cancelled' || to === 'Returned' ? 'red' : undefined}
          onClick={(e) => {
            e.stopPropagation();
            onAction(to);
          }}
        >
          {compact && to === 'Cancelled' ? 'Cancel' : ORDER_ACTION_LABEL[to]}
        </Button>
      ))}
    </Group>
  );
}
