import type { Metadata } from 'next';
import { AdminPartnersView } from '@/content/partner/admin-partners-view';

export const metadata: Metadata = { title: 'Our partners' };

export default function AdminOurPartnerPage() {
  return <AdminPartnersView />;
}
