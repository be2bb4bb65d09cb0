import type { Metadata } from 'next';
import { AdminUsersView } from '@/platform/user/admin-users-view';

export const metadata: Metadata = { title: 'Users', robots: { index: false } };

export default function AdminUsersPage() {
  return <AdminUsersView />;
}
