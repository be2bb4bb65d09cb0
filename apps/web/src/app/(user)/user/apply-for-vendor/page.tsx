import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLiveSession } from '@/lib/server-session';
import { ApplyForVendorView } from '@/sections/shop/vendor-application/apply-for-vendor-view';

export const metadata: Metadata = { title: 'Become a vendor' };

export default async function ApplyForVendorPage() {
  const session = await getLiveSession();
  // A verified vendor has nothing to apply for.
  if (session?.user.isVendorVerified) redirect('/vendor');
  return <ApplyForVendorView />;
}
