import { ORDER_FLOW, type TOrderStatus } from '@bazaar/shared/order';
import type { BadgeProps } from '@mantine/core';
import { StatusBadge } from '@/components/status-badge';

/** Every order status badge carries it, in the tables and in the drawer alike. */
export const ORDER_STATUS_TEST_ID = 'order-status';

/** The order status as a coloured badge. */
export function OrderStatusBadge({ status, ...props }: { status: TOrderStatus } & Omit<BadgeProps, 'color'>) {
  return (
    <StatusBadge
      status={status}
      colors={ORDER_FLOW.colors}
      labels={ORDER_FLOW.labels}
      data-testid={ORDER_STATUS_TEST_ID}
      {...props}
    />
  );
}
