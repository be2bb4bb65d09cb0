'use client';

import { ORDER_FLOW } from '@bazaar/shared/order';
import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '@/components/load-error';
import { StatusActions } from '@/components/status-flow/status-actions';
import { ApiError } from '@/lib/api-client';
import { OrderCrossSell } from '@/platform/cross-sell/order-cross-sell';
import { OpenConversationButton } from '@/platform/thread/open-conversation-button';
import type { TOrderAction } from './order-action-modal';
import { OrderDetailBody } from './order-detail-body';
import { ORDER_ROLE, type TOrderArea, useOrderDetail } from './queries';

/** The detail of one order in a side drawer, with the moves the area may make. */
export function OrderDrawer({
  area,
  orderId,
  onClose,
  onAction,
}: {
  area: TOrderArea;
  orderId: string | null;
  onClose: () => void;
  onAction: (action: TOrderAction) => void;
}) {
  const detail = useOrderDetail(area, orderId);
  const order = detail.data;
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={order ? `Order ${order.orderNumber}` : 'Order'}
    >
      {detail.isLoading ? (
        <Stack gap="sm" data-testid="order-detail-loading">
          <Skeleton h={24} w="60%" />
          <Skeleton h={140} />
          <Skeleton h={80} />
          <Skeleton h={120} />
        </Stack>
      ) : detail.error instanceof ApiError && detail.error.status === 404 ? (
        <Text c="dimmed" data-testid="order-not-found">
          This order was not found. It may belong to another account.
        </Text>
      ) : detail.isError || !order ? (
        <LoadError what="order" />
      ) : (
        <Stack gap="md">
          <StatusActions
            flow={ORDER_FLOW}
            actor={ORDER_ROLE[area]}
            status={order.status}
            size="sm"
            onAction={(to) => onAction({ orderId: order._id, orderNumber: order.orderNumber, to })}
          />
          {area === 'admin' ? null : (
            <OpenConversationButton
              kind="order"
              subjectRef={order._id}
              area={area === 'vendor' ? 'vendor' : 'user'}
              label={area === 'vendor' ? 'Message the buyer' : 'Message the store'}
              testId="order-message"
              w="fit-content"
            />
          )}
          {area === 'user' && order.status === 'Delivered' ? <OrderCrossSell orderId={order._id} /> : null}
          <OrderDetailBody order={order} showBuyer={area !== 'user'} showCommission={area !== 'user'} />
        </Stack>
      )}
    </Drawer>
  );
}
