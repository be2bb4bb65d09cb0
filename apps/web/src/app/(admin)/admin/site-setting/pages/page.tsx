import type { Metadata } from 'next';
import { AdminPagesView } from '@/content/page/admin-pages-view';

export const metadata: Metadata = { title: 'Pages' };

export default function AdminSitePagesPage() {
  return <AdminPagesView />;
}
