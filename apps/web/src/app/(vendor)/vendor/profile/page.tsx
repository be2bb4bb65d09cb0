import type { Metadata } from 'next';
import { VendorProfileView } from '@/sections/shop/vendor/vendor-profile-view';

export const metadata: Metadata = { title: 'Store profile' };

export default function VendorProfilePage() {
  return <VendorProfileView />;
}
