import type { Metadata } from 'next';
import { AdminDeliveriesView } from '@/features/delivery/admin-deliveries-view';

export const metadata: Metadata = { title: 'Delivery' };

export default function AdminDeliveryPage() {
  return <AdminDeliveriesView />;
}
