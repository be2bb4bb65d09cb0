import type { Metadata } from 'next';
import { AdminVouchersView } from '@/features/voucher/admin-vouchers-view';

export const metadata: Metadata = { title: 'Vouchers' };

export default function AdminVouchersPage() {
  return <AdminVouchersView />;
}
