import type { Metadata } from 'next';
import { AdminVendorPaymentsView } from '@/sections/shop/vendor-payment/admin-vendor-payments-view';

export const metadata: Metadata = { title: 'Vendor payments' };

export default function AdminVendorPaymentsPage() {
  return <AdminVendorPaymentsView />;
}
