import type { Metadata } from 'next';
import { VendorOrdersView } from '@/sections/shop/order/vendor-orders-view';

export const metadata: Metadata = { title: 'Orders' };

export default function VendorOrdersPage() {
  return <VendorOrdersView />;
}
