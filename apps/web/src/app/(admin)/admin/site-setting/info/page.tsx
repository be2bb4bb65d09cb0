import type { Metadata } from 'next';
import { AdminSiteInfoView } from '@/platform/site-setting/admin-site-info-view';

export const metadata: Metadata = { title: 'Site info' };

export default function AdminSiteInfoPage() {
  return <AdminSiteInfoView />;
}
