import type { Metadata } from 'next';
import { VendorDashboardView } from '@/sections/shop/vendor/vendor-dashboard-view';

export const metadata: Metadata = { title: 'Vendor dashboard' };

export default function VendorDashboardPage() {
  return <VendorDashboardView />;
}
