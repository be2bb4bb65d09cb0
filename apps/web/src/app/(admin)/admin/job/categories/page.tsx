import type { Metadata } from 'next';
import { AdminCategoriesView } from '@/platform/category/admin-categories-view';

export const metadata: Metadata = { title: 'Job categories' };

export default function AdminJobCategoriesPage() {
  return <AdminCategoriesView section="job" />;
}
