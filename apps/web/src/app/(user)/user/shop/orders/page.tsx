import type { Metadata } from 'next';
import { Suspense } from 'react';
import { UserOrdersView } from '@/sections/shop/order/user-orders-view';

export const metadata: Metadata = { title: 'My orders' };

export default function UserOrdersPage() {
  return (
    <Suspense>
      <UserOrdersView />
    </Suspense>
  );
}
