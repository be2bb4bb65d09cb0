import type { Metadata } from 'next';
import { AdminPartnersView } from '@/features/partner/admin-partners-view';

export const metadata: Metadata = { title: 'Our partners' };

export default function AdminOurPartnerPage() {
  return <AdminPartnersView />;
}
