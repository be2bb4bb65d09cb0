import type { Metadata } from 'next';
import { AdminCrossSellView } from '@/platform/cross-sell/admin-cross-sell-view';

export const metadata: Metadata = { title: 'Tasks offered across sections' };

export default function AdminCrossSellPage() {
  return <AdminCrossSellView />;
}
