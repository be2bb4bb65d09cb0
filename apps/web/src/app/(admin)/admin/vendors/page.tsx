import type { Metadata } from 'next';
import { AdminVendorsView } from '@/sections/shop/vendor/admin-vendors-view';

export const metadata: Metadata = { title: 'Vendors' };

export default function AdminVendorsPage() {
  return <AdminVendorsView />;
}
