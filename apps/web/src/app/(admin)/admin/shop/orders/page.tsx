import type { Metadata } from 'next';
import { AdminOrdersView } from '@/features/order/admin-orders-view';

export const metadata: Metadata = { title: 'Orders' };

export default function AdminOrdersPage() {
  return <AdminOrdersView />;
}
