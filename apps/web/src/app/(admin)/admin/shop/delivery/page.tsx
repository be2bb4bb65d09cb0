import type { Metadata } from 'next';
import { AdminDeliveriesView } from '@/sections/shop/delivery/admin-deliveries-view';

export const metadata: Metadata = { title: 'Delivery' };

export default function AdminDeliveryPage() {
  return <AdminDeliveriesView />;
}
