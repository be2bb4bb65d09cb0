import type { Metadata } from 'next';
import { AdminAdminsView } from '@/platform/user/admin-admins-view';

export const metadata: Metadata = { title: 'Admins', robots: { index: false } };

export default function AdminAdminsPage() {
  return <AdminAdminsView />;
}
