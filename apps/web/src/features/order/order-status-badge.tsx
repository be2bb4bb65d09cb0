import { ORDER_STATUS_COLOR, type TOrderStatus } from '@bazaar/shared/order';
import { Badge, type BadgeProps } from '@mantine/core';

/** The order status as a coloured badge. */
export function OrderStatusBadge({ status, ...props }: { status: TOrderStatus } & BadgeProps) {
  return (
    <Badge
      color={ORDER_STATUS_COLOR[status]}
      variant="light"
      data-testid="order-status"
      style={{ minWidth: 'max-content' }}
      {...props}
    >
      {status}
    </Badge>
  );
}
