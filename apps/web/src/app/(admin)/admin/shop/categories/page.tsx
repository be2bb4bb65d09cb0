import type { Metadata } from 'next';
import { AdminCategoriesView } from '@/features/admin-categories/admin-categories-view';

export const metadata: Metadata = { title: 'Categories' };

export default function AdminCategoriesPage() {
  return <AdminCategoriesView />;
}
