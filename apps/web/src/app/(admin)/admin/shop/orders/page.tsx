import type { Metadata } from 'next';
import { AdminOrdersView } from '@/sections/shop/order/admin-orders-view';

export const metadata: Metadata = { title: 'Orders' };

export default function AdminOrdersPage() {
  return <AdminOrdersView />;
}
