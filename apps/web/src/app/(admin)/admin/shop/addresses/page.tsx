import type { Metadata } from 'next';
import { AdminAddressesView } from '@/platform/address/admin-addresses-view';

export const metadata: Metadata = { title: 'Addresses' };

export default function AdminAddressesPage() {
  return <AdminAddressesView />;
}
