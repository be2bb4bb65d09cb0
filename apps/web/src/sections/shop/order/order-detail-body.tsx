'use client';

import { commissionOf, vendorEarningOf } from '@bazaar/shared/money';
import { ORDER_FLOW, type TOrderDetail } from '@bazaar/shared/order';
import { Anchor, Avatar, Badge, Divider, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ThemeIcon } from '@/components/theme-icon';
import { formatDate, formatDateTime, formatPrice } from '@/lib/format';
import { OrderStatusBadge } from './order-status-badge';

/** Notes are free text: a long unbroken one wraps instead of widening the drawer. */
const WRAP = { overflowWrap: 'anywhere' } as const;

const ACTOR_LABEL = { User: 'Buyer', Vendor: 'Store', Admin: 'Bazaar', System: 'System' } as const;

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** Everything about one order: lines, totals, address, delivery and the status history timeline. */
export function OrderDetailBody({
  order,
  showBuyer = false,
  showCommission = false,
}: {
  order: TOrderDetail;
  showBuyer?: boolean;
  showCommission?: boolean;
}) {
  const commission = commissionOf(order);
  return (
    <Stack gap="md" data-testid="order-detail">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={700} size="lg">
            {order.orderNumber}
          </Text>
          <Text size="xs" c="dimmed">
            Placed {formatDateTime(order.createdAt)} · {order.vendor.storeName}
          </Text>
        </Stack>
        <Group gap={6}>
          <OrderStatusBadge status={order.status} size="lg" />
          <Badge variant="outline" color={order.paymentStatus === 'Paid' ? 'green' : 'gray'}>
            {order.paymentStatus === 'Unpaid' ? 'Cash on delivery' : order.paymentStatus}
          </Badge>
        </Group>
      </Group>
      {order.cancelReason ? (
        <Text size="sm" c="dimmed" style={WRAP}>
          Cancel reason: {order.cancelReason}
        </Text>
      ) : null}

      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          {order.items.map((item) => (
            <Group key={item._id} wrap="nowrap" gap="sm" align="flex-start">
              <Avatar src={item.image} radius="sm" size={48} alt="">
                <IconPackage aria-hidden size={20} />
              </Avatar>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Anchor component={Link} href={`/shop/product/${item.slug}`} size="sm" lineClamp={2}>
                  {item.name}
                </Anchor>
                {item.variantOptions ? (
                  <Text size="xs" c="dimmed">
                    {Object.entries(item.variantOptions)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join(', ')}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {item.quantity} × {formatPrice(item.unitPrice)}
                </Text>
              </Stack>
              <Text size="sm" fw={600}>
                {formatPrice(item.lineTotal)}
              </Text>
            </Group>
          ))}
          <Divider />
          <Row label="Subtotal" value={formatPrice(order.subtotal)} />
          {order.discount > 0 ? (
            <Row
              label={order.voucherCode ? `Discount (${order.voucherCode})` : 'Discount'}
              value={`− ${formatPrice(order.discount)}`}
            />
          ) : null}
          <Row label="Delivery" value={order.deliveryCharge ? formatPrice(order.deliveryCharge) : 'Free'} />
          <Row label="Total" value={formatPrice(order.total)} strong />
          {showCommission ? (
            <>
              <Row
                label={`Commission (${order.commissionPercent}%)`}
                value={`− ${formatPrice(commission)}`}
              />
              <Row label="Store earns" value={formatPrice(vendorEarningOf(order))} />
            </>
          ) : null}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="sm">
        <Title order={3} fz="sm" mb={4}>
          Deliver to
        </Title>
        <Text size="sm">
          {order.shippingAddress.recipientName} · {order.shippingAddress.phone}
        </Text>
        <Text size="sm" c="dimmed">
          {[order.shippingAddress.street, ...[...order.shippingAddress.path].reverse()]
            .filter(Boolean)
            .join(', ')}
        </Text>
        {showBuyer ? (
          <Text size="xs" c="dimmed" mt={4}>
            Buyer: {order.buyer.fullName}
            {order.buyer.email ? ` · ${order.buyer.email}` : ''}
          </Text>
        ) : null}
        {order.note ? (
          <Text size="xs" c="dimmed" mt={4} style={WRAP}>
            Note: {order.note}
          </Text>
        ) : null}
      </Paper>

      {order.delivery ? (
        <Paper withBorder radius="md" p="sm" data-testid="order-delivery">
          <Group gap="xs" mb={4}>
            <ThemeIcon variant="light" size="sm">
              <IconTruckDelivery aria-hidden size={14} />
            </ThemeIcon>
            <Title order={3} fz="sm">
              Delivery: {order.delivery.status}
            </Title>
          </Group>
          {order.delivery.courier ? (
            <Text size="sm" style={WRAP}>
              Courier: {order.delivery.courier}
            </Text>
          ) : null}
          {order.delivery.trackingNote ? (
            <Text size="sm" c="dimmed" style={WRAP}>
              {order.delivery.trackingNote}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            Updated {formatDate(order.delivery.updatedAt)}
          </Text>
        </Paper>
      ) : null}

      <div>
        <Title order={3} fz="sm" mb="xs">
          Status history
        </Title>
        <Timeline active={order.history.length - 1} bulletSize={18} lineWidth={2} data-testid="order-history">
          {order.history.map((h) => (
            <Timeline.Item
              key={h._id}
              title={ORDER_FLOW.labels[h.status]}
              color={ORDER_FLOW.colors[h.status]}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(h.createdAt)} · {ACTOR_LABEL[h.actorRole]}
              </Text>
              {h.note ? (
                <Text size="sm" style={WRAP}>
                  {h.note}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </div>
    </Stack>
  );
}
