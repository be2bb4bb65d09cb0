import type { Metadata } from 'next';
import { VendorDashboardView } from '@/features/vendor/vendor-dashboard-view';

export const metadata: Metadata = { title: 'Vendor dashboard' };

export default function VendorDashboardPage() {
  return <VendorDashboardView />;
}
