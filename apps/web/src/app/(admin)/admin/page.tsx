import type { Metadata } from 'next';
import { AdminDashboardView } from '@/platform/dashboard/admin-dashboard-view';

export const metadata: Metadata = { title: 'Admin dashboard' };

export default function AdminDashboardPage() {
  return <AdminDashboardView />;
}
