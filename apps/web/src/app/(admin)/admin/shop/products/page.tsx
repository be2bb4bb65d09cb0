import type { Metadata } from 'next';
import { AdminProductsView } from '@/sections/shop/product/admin-products-view';

export const metadata: Metadata = { title: 'Products' };

export default function AdminProductsPage() {
  return <AdminProductsView />;
}
