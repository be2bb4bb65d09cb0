'use client';

import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { useVendorOptions } from '@/sections/shop/vendor/admin-queries';
import { STATUS_TABS } from './order-columns';
import { OrdersTableView } from './vendor-orders-view';

/** /admin/shop/orders: every order with status, store and date filters, sort and CSV export. */
export function AdminOrdersView() {
  const vendors = useVendorOptions();
  const filters: TAdminTableFilter[] = [
    STATUS_TABS,
    {
      type: 'select',
      key: 'vendorId',
      label: 'Store',
      placeholder: 'Every store',
      options: vendors.data ?? [],
    },
    { type: 'dateRange', label: 'Placed', fromKey: 'from', toKey: 'to' },
  ];
  return <OrdersTableView area="admin" filters={filters} />;
}
