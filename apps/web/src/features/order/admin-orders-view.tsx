'use client';

import type { TAdminVendorListResponse } from '@bazaar/shared/vendor';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import type { TAdminTableFilter } from '@/components/admin-table';
import { useApiFetch } from '@/lib/api-client';
import { STATUS_TABS } from './order-columns';
import { OrdersTableView } from './vendor-orders-view';

/** /admin/shop/orders: every order with status, store and date filters, sort and CSV export. */
export function AdminOrdersView() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const vendors = useQuery({
    queryKey: ['admin-vendors', 'options'],
    queryFn: ({ signal }) =>
      fetcher<TAdminVendorListResponse>('/admin/vendors', {
        query: { limit: 100, sort: 'storeName' },
        signal,
      }),
    enabled: status === 'authenticated',
    staleTime: 60_000,
  });
  const filters: TAdminTableFilter[] = [
    STATUS_TABS,
    {
      type: 'select',
      key: 'vendorId',
      label: 'Store',
      placeholder: 'Every store',
      options: (vendors.data?.docs ?? []).map((v) => ({ value: v._id, label: v.storeName })),
    },
    { type: 'dateRange', label: 'Placed', fromKey: 'from', toKey: 'to' },
  ];
  return <OrdersTableView area="admin" filters={filters} />;
}
