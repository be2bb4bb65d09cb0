import type { Metadata } from 'next';
import { AdminCategoriesView } from '@/platform/category/admin-categories-view';

export const metadata: Metadata = { title: 'Task categories' };

export default function AdminTaskCategoriesPage() {
  return <AdminCategoriesView section="task" />;
}
