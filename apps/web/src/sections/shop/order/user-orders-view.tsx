'use client';

import {
  ORDER_FLOW,
  type TOrderListResponse,
  type TOrderStatus,
  type TOrderSummary,
} from '@bazaar/shared/order';
import { Avatar, Button, Card, Center, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPackage, IconReceipt } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { ALL } from '@/components/admin-table/url-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { StatusActions } from '@/components/status-flow/status-actions';
import { StatusTabs } from '@/components/status-flow/status-tabs';
import { useApiFetch } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { OrderActionModal, type TOrderAction } from './order-action-modal';
import { OrderDrawer } from './order-drawer';
import { OrderStatusBadge } from './order-status-badge';
import { ORDER_API_BASE, orderKeys, USER_ORDERS_PAGE_SIZE } from './queries';

function OrderCard({
  order,
  onOpen,
  onAction,
}: {
  order: TOrderSummary;
  onOpen: () => void;
  onAction: (to: TOrderStatus) => void;
}) {
  const shown = order.items.slice(0, 4);
  const more = order.items.length - shown.length;
  return (
    <Card withBorder radius="md" padding="md" data-testid="order-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={700}>{order.orderNumber}</Text>
            <Text size="xs" c="dimmed">
              {formatDate(order.createdAt)} · {order.vendor.storeName}
            </Text>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Avatar.Group>
            {shown.map((item) => (
              <Avatar key={item._id} src={item.image} radius="sm" size={48} alt={item.name}>
                <IconPackage aria-hidden size={20} />
              </Avatar>
            ))}
            {more > 0 ? (
              <Avatar radius="sm" size={48}>
                +{more}
              </Avatar>
            ) : null}
          </Avatar.Group>
          <Text size="sm" c="dimmed" lineClamp={2} style={{ flex: 1, minWidth: 0 }}>
            {order.items.map((i) => i.name).join(', ')}
          </Text>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} ·{' '}
            <Text span fw={700}>
              {formatPrice(order.total)}
            </Text>
          </Text>
          <Group gap={6}>
            <StatusActions flow={ORDER_FLOW} actor="User" status={order.status} onAction={onAction} />
            <Button size="xs" variant="default" onClick={onOpen}>
              View details
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** /user/shop/orders: the buyer's orders by status, with detail, history and cancel before shipping. */
export function UserOrdersView() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const fetcher = useApiFetch();
  const { status: sessionStatus } = useSession();
  const [action, setAction] = useState<TOrderAction | null>(null);

  const asked = params.get('status');
  const tab = ORDER_FLOW.statuses.find((s) => s === asked) ?? ALL;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('id');

  const setParams = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  const list = useQuery({
    queryKey: [...orderKeys.lists('user'), { tab, page }],
    queryFn: ({ signal }) =>
      fetcher<TOrderListResponse>(ORDER_API_BASE.user, {
        query: { status: tab === 'all' ? undefined : tab, page, limit: USER_ORDERS_PAGE_SIZE },
        signal,
      }),
    enabled: sessionStatus === 'authenticated',
    placeholderData: keepPreviousData,
  });

  const docs = list.data?.docs ?? [];
  const pagination = list.data?.pagination;

  let body: ReactNode;
  if (list.isLoading || sessionStatus === 'loading') {
    body = (
      <Stack gap="sm" data-testid="orders-loading">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={150} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = <LoadError what="orders" />;
  } else if (docs.length === 0) {
    body = (
      <Center py={48}>
        <Stack align="center" gap="sm" data-testid="orders-empty">
          <IconReceipt aria-hidden size={48} stroke={1.3} />
          <Title order={2} fz="lg">
            {tab === 'all' ? 'No orders yet' : `No ${tab.toLowerCase()} orders`}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {tab === 'all' ? 'What you buy in the shop shows up here.' : 'Try another tab.'}
          </Text>
          {tab === 'all' ? (
            <Button component={Link} href="/shop">
              Go to the shop
            </Button>
          ) : null}
        </Stack>
      </Center>
    );
  } else {
    body = (
      <Stack gap="sm">
        {docs.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            onOpen={() => setParams({ id: order._id })}
            onAction={(to) => setAction({ orderId: order._id, orderNumber: order.orderNumber, to })}
          />
        ))}
        {pagination && pagination.totalPages > 1 ? (
          <Group justify="center" mt="sm">
            <Pagination
              total={pagination.totalPages}
              value={pagination.page}
              onChange={(p) => setParams({ page: p === 1 ? null : String(p) })}
              size="sm"
            />
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="My orders" description="Track your orders and cancel one before it ships." />
      <StatusTabs
        flow={ORDER_FLOW}
        value={tab}
        onChange={(v) => setParams({ status: v === ALL ? null : v, page: null })}
      />
      {body}
      <OrderDrawer
        area="user"
        orderId={openId}
        onClose={() => setParams({ id: null })}
        onAction={setAction}
      />
      <OrderActionModal area="user" action={action} onClose={() => setAction(null)} />
    </>
  );
}
