import type { Metadata } from 'next';
import { AdminVouchersView } from '@/sections/shop/voucher/admin-vouchers-view';

export const metadata: Metadata = { title: 'Vouchers' };

export default function AdminVouchersPage() {
  return <AdminVouchersView />;
}
