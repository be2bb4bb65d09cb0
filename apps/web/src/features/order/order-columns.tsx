import type { TOrderSummary } from '@bazaar/shared/order';
import { Stack, Text } from '@mantine/core';
import type { TAdminTableColumn, TAdminTableFilter } from '@/components/admin-table';
import { formatDate, formatPrice } from '@/lib/format';
import { OrderStatusBadge } from './order-status-badge';

export const STATUS_TABS: TAdminTableFilter = {
  type: 'tabs',
  key: 'status',
  label: 'Order status',
  options: [
    { value: 'all', label: 'All' },
    { value: 'Pending', label: 'Pending' },
    { value: 'Confirmed', label: 'Confirmed' },
    { value: 'Processing', label: 'Processing' },
    { value: 'Shipped', label: 'Shipped' },
    { value: 'Delivered', label: 'Delivered' },
    { value: 'Cancelled', label: 'Cancelled' },
    { value: 'Returned', label: 'Returned' },
  ],
};

/** Order table columns shared by the vendor and admin pages; `withStore` adds the store column. */
export function orderColumns(withStore: boolean): TAdminTableColumn<TOrderSummary>[] {
  return [
    {
      key: 'order',
      header: 'Order',
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {o.orderNumber}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} maw={220}>
            {o.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
          </Text>
        </Stack>
      ),
      csv: (o) => o.orderNumber,
    },
    {
      key: 'status',
      header: 'Status',
      width: 130,
      render: (o) => <OrderStatusBadge status={o.status} />,
      csv: (o) => o.status,
    },
    {
      key: 'total',
      header: 'Total',
      sortKey: withStore ? 'total' : undefined,
      align: 'right',
      render: (o) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatPrice(o.total)}
        </Text>
      ),
      csv: (o) => o.total / 100,
      csvHeader: 'Total (Rs.)',
    },
    {
      key: 'buyer',
      header: 'Buyer',
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm">{o.buyer.fullName}</Text>
          <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: 'break-all' }}>
            {o.buyer.email}
          </Text>
        </Stack>
      ),
      csv: (o) => o.buyer.fullName,
    },
    { key: 'buyerEmail', header: 'Buyer email', csvOnly: true, csv: (o) => o.buyer.email },
    ...(withStore
      ? [
          {
            key: 'store',
            header: 'Store',
            render: (o: TOrderSummary) => o.vendor.storeName,
            csv: (o: TOrderSummary) => o.vendor.storeName,
          },
        ]
      : []),
    { key: 'items', header: 'Items', csvOnly: true, csv: (o) => o.itemCount },
    {
      key: 'placed',
      header: 'Placed',
      sortKey: withStore ? 'createdAt' : undefined,
      render: (o) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(o.createdAt)}
        </Text>
      ),
      csv: (o) => o.createdAt,
    },
    { key: 'payment', header: 'Payment', csvOnly: true, csv: (o) => o.paymentStatus },
  ];
}
