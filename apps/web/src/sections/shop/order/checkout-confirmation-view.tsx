'use client';

import type { TOrderListResponse, TOrderSummary } from '@bazaar/shared/order';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBell,
  IconBuildingStore,
  IconCash,
  IconCircleCheck,
  IconMapPin,
  IconPackage,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect } from 'react';
import { ThemeIcon } from '@/components/theme-icon';
import { useApiFetch } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { storeHref } from '@/sections/shop/product/vendor-card';
import { OrderStatusBadge } from './order-status-badge';
import { ORDER_API_BASE, orderKeys, useOrderDetail } from './queries';

function MoneyRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

/** One store's order of the checkout: its number, items and money. */
function PlacedOrder({ order }: { order: TOrderSummary }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="placed-order">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={order.vendor.logo} radius="md" size={36} color="brand" alt="">
              <IconBuildingStore aria-hidden size={18} />
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} href={storeHref(order.vendor.slug)} fw={600} size="sm" lineClamp={1}>
                {order.vendor.storeName}
              </Anchor>
              <Text size="xs" c="dimmed">
                Order <span data-testid="placed-order-number">{order.orderNumber}</span>
              </Text>
            </Stack>
          </Group>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Stack gap={6}>
          {order.items.map((item) => (
            <Group key={item._id} gap="sm" wrap="nowrap">
              <Avatar src={item.image} radius="sm" size={40} alt="">
                <IconPackage aria-hidden size={18} />
              </Avatar>
              <Text size="sm" style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
                {item.name}
                {item.variantOptions ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {Object.values(item.variantOptions).join(' / ')}
                  </Text>
                ) : null}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {item.quantity} × {formatPrice(item.unitPrice)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Divider />
        <Stack gap={2}>
          <MoneyRow label="Items" value={formatPrice(order.subtotal)} />
          {order.discount > 0 ? <MoneyRow label="Voucher" value={`−${formatPrice(order.discount)}`} /> : null}
          <MoneyRow
            label="Delivery"
            value={order.deliveryCharge > 0 ? formatPrice(order.deliveryCharge) : 'Free'}
          />
          <MoneyRow label="Order total" value={formatPrice(order.total)} strong />
        </Stack>
      </Stack>
    </Card>
  );
}

const NEXT_STEPS = [
  { icon: IconBell, text: 'Each store confirms its order; we notify you at every step.' },
  { icon: IconPackage, text: 'The store packs your items and hands them to the courier.' },
  {
    icon: IconTruckDelivery,
    text: 'Each store’s parcel travels on its own, so they may arrive on different days.',
  },
  { icon: IconCash, text: 'Pay each parcel in cash when it reaches you.' },
];

/**
 * /user/shop/orders/placed/{checkoutId}: what a checkout placed — one order per store, the address,
 * the payment and what happens next — in one place, instead of a banner and toasts.
 */
export function CheckoutConfirmationView({ checkoutId }: { checkoutId: string }) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const placed = useQuery({
    queryKey: [...orderKeys.lists('user'), { checkoutId }],
    queryFn: ({ signal }) =>
      fetcher<TOrderListResponse>(ORDER_API_BASE.user, { query: { checkoutId, limit: 100 }, signal }),
    enabled: status === 'authenticated',
  });
  const orders = placed.data?.docs ?? [];
  // Every order of a checkout goes to the same address: the first one's detail holds it.
  const detail = useOrderDetail('user', orders[0]?._id ?? null);
  const address = detail.data?.shippingAddress;
  const total = orders.reduce((sum, o) => sum + o.total, 0);

  // Arriving from the bottom of the cart page, the confirmation must be what the buyer sees first.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  if (placed.isError) {
    return (
      <Alert color="red" title="This order could not be shown">
        {placed.error.message}{' '}
        <Anchor component={Link} href="/user/shop/orders">
          See all your orders
        </Anchor>
      </Alert>
    );
  }
  if (placed.data && orders.length === 0) {
    return (
      <Alert color="yellow" title="No order here">
        This address does not match any of your orders.{' '}
        <Anchor component={Link} href="/user/shop/orders">
          See all your orders
        </Anchor>
      </Alert>
    );
  }

  return (
    <Stack gap="lg" data-testid="checkout-confirmation">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" color="green" variant="light">
            <IconCircleCheck aria-hidden size={30} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {orders.length > 1
                ? `Thank you! ${orders.length} orders placed`
                : 'Thank you! Your order is placed'}
            </Title>
            <Text c="dimmed">
              {orders.length > 1
                ? 'You bought from several stores: each has its own order and sends its own parcel.'
                : 'The store has your order and will confirm it soon.'}
            </Text>
          </Stack>
        </Group>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              {orders.length > 1 ? 'Your orders, one per store' : 'Your order'}
            </Title>
            {placed.isLoading || !placed.data ? (
              <Skeleton h={180} radius="md" />
            ) : (
              orders.map((o) => <PlacedOrder key={o._id} order={o} />)
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" data-testid="confirmation-payment">
              <Group gap="xs" mb={6}>
                <IconCash size={18} aria-hidden />
                <Title order={2} fz="md">
                  Payment
                </Title>
              </Group>
              <Text size="sm">Cash on delivery</Text>
              {placed.data ? (
                <Text size="sm" c="dimmed">
                  To pay in all:{' '}
                  <Text span fw={700} c="var(--mantine-color-text)" data-testid="confirmation-total">
                    {formatPrice(total)}
                  </Text>
                </Text>
              ) : null}
            </Paper>
            <Paper withBorder radius="md" p="md" data-testid="confirmation-address">
              <Group gap="xs" mb={6}>
                <IconMapPin size={18} aria-hidden />
                <Title order={2} fz="md">
                  Delivery address
                </Title>
              </Group>
              {address ? (
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {address.recipientName} · {address.phone}
                  </Text>
                  <Text size="sm">{address.street}</Text>
                  <Text size="sm" c="dimmed">
                    {[...address.path].reverse().join(', ')}
                  </Text>
                </Stack>
              ) : (
                <Skeleton h={54} />
              )}
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={2} fz="md" mb="xs">
                What happens next
              </Title>
              <List spacing={8} size="sm" center={false}>
                {NEXT_STEPS.map((step) => (
                  <List.Item
                    key={step.text}
                    icon={
                      <ThemeIcon size={22} radius="xl" variant="light">
                        <step.icon aria-hidden size={14} />
                      </ThemeIcon>
                    }
                  >
                    {step.text}
                  </List.Item>
                ))}
              </List>
              <Text size="xs" c="dimmed" mt="sm">
                Changed your mind? You can cancel an order in My orders until it ships.
              </Text>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>

      <Group gap="sm">
        <Button component={Link} href="/user/shop/orders">
          Track my orders
        </Button>
        <Button component={Link} href="/shop" variant="default">
          Keep shopping
        </Button>
      </Group>
    </Stack>
  );
}
