'use client';

import { ORDER_FLOW, type TOrderSummary } from '@bazaar/shared/order';
import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { PageHeader } from '@/components/page-header';
import { StatusActions } from '@/components/status-flow/status-actions';
import { OrderActionModal, type TOrderAction } from './order-action-modal';
import { orderColumns, STATUS_TABS } from './order-columns';
import { OrderDrawer } from './order-drawer';
import { ORDER_ROLE, orderKeys, type TOrderArea } from './queries';

const COPY = {
  vendor: {
    title: 'Orders',
    description: 'Confirm, pack and ship your orders. Cancelling puts the items back into stock.',
    path: '/vendor/orders',
    search: 'Order number or buyer',
  },
  admin: {
    title: 'Orders',
    description: 'Every order of every store. Move it along, mark it delivered or returned, export it.',
    path: '/admin/orders',
    search: 'Order number, buyer or store',
  },
} as const;

function useOpenOrder() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const set = (id: string | null) => {
    const next = new URLSearchParams(params.toString());
    if (id) next.set('id', id);
    else next.delete('id');
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };
  return [params.get('id'), set] as const;
}

function OrdersTableInner({
  area,
  filters,
}: {
  area: Exclude<TOrderArea, 'user'>;
  filters?: TAdminTableFilter[];
}) {
  const [openId, setOpenId] = useOpenOrder();
  const [action, setAction] = useState<TOrderAction | null>(null);
  const copy = COPY[area];
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <AdminTable<TOrderSummary>
        label="Orders"
        cardsOnPhone
        path={copy.path}
        queryKey={orderKeys.lists(area)}
        columns={orderColumns(area === 'admin')}
        filters={filters ?? [STATUS_TABS]}
        defaultSort={area === 'admin' ? '-createdAt' : undefined}
        searchPlaceholder={copy.search}
        searchLabel="Search orders"
        itemsLabel="orders"
        csvFileName={area === 'admin' ? 'orders' : undefined}
        rowTestId="order-row"
        minWidth={area === 'admin' ? 940 : 900}
        onRowClick={(o) => setOpenId(o._id)}
        emptyState={{
          title: 'No orders yet',
          description: area === 'vendor' ? 'Orders for your products show up here.' : 'Orders show up here.',
          icon: <IconReceipt aria-hidden size={26} />,
        }}
        rowActions={(o) =>
          area === 'admin' ? (
            <Button size="xs" variant="light" onClick={() => setOpenId(o._id)}>
              Manage
            </Button>
          ) : (
            <StatusActions
              flow={ORDER_FLOW}
              actor={ORDER_ROLE[area]}
              compact
              status={o.status}
              onAction={(to) => setAction({ orderId: o._id, orderNumber: o.orderNumber, to })}
            />
          )
        }
      />
      <OrderDrawer area={area} orderId={openId} onClose={() => setOpenId(null)} onAction={setAction} />
      <OrderActionModal area={area} action={action} onClose={() => setAction(null)} />
    </>
  );
}

/** The order table of the store (/vendor/shop/orders) or the back office (/admin/shop/orders). */
export function OrdersTableView(props: { area: Exclude<TOrderArea, 'user'>; filters?: TAdminTableFilter[] }) {
  return (
    <Suspense>
      <OrdersTableInner {...props} />
    </Suspense>
  );
}

export function VendorOrdersView() {
  return <OrdersTableView area="vendor" />;
}
