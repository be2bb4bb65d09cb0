import type { Metadata } from 'next';
import { AdminCategoriesView } from '@/platform/category/admin-categories-view';

export const metadata: Metadata = { title: 'Categories' };

export default function AdminCategoriesPage() {
  return <AdminCategoriesView />;
}
