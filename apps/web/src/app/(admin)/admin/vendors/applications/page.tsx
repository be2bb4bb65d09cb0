import type { Metadata } from 'next';
import { AdminApplicationsView } from '@/sections/shop/vendor-application/admin-applications-view';

export const metadata: Metadata = { title: 'Vendor applications' };

export default function AdminVendorApplicationsPage() {
  return <AdminApplicationsView />;
}
