import type { Metadata } from 'next';
import { AdminPagesView } from '@/features/page/admin-pages-view';

export const metadata: Metadata = { title: 'Pages' };

export default function AdminSitePagesPage() {
  return <AdminPagesView />;
}
