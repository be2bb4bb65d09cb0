import type { Metadata } from 'next';
import { VendorProfileView } from '@/features/vendor/vendor-profile-view';

export const metadata: Metadata = { title: 'Store profile' };

export default function VendorProfilePage() {
  return <VendorProfileView />;
}
