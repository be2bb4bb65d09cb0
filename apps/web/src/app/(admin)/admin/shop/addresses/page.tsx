import type { Metadata } from 'next';
import { AdminAddressesView } from '@/features/address/admin-addresses-view';

export const metadata: Metadata = { title: 'Addresses' };

export default function AdminAddressesPage() {
  return <AdminAddressesView />;
}
