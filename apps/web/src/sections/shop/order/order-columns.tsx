import { ORDER_FLOW, type TOrderSummary } from '@bazaar/shared/order';
import { Stack, Text } from '@mantine/core';
import { dateColumn, moneyColumn, personColumns, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { statusTabsFilter } from '@/components/status-flow/status-tabs';
import { ORDER_STATUS_TEST_ID } from './order-status-badge';

export const STATUS_TABS: TAdminTableFilter = statusTabsFilter(ORDER_FLOW, { label: 'Order status' });

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
    statusColumn({
      status: (o) => o.status,
      colors: ORDER_FLOW.colors,
      labels: ORDER_FLOW.labels,
      width: 130,
      testId: ORDER_STATUS_TEST_ID,
    }),
    moneyColumn({
      key: 'total',
      header: 'Total',
      sortKey: withStore ? 'total' : undefined,
      amount: (o) => o.total,
      fw: 600,
    }),
    ...personColumns({ key: 'buyer', header: 'Buyer', person: (o: TOrderSummary) => o.buyer }),
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
    dateColumn({
      key: 'placed',
      header: 'Placed',
      sortKey: withStore ? 'createdAt' : undefined,
      date: (o) => o.createdAt,
    }),
    { key: 'payment', header: 'Payment', csvOnly: true, csv: (o) => o.paymentStatus },
  ];
}
