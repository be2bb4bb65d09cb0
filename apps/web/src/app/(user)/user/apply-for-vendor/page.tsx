import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ApplyForVendorView } from '@/features/vendor-application/apply-for-vendor-view';
import { getLiveSession } from '@/lib/server-session';

export const metadata: Metadata = { title: 'Become a vendor' };

export default async function ApplyForVendorPage() {
  const session = await getLiveSession();
  // A verified vendor has nothing to apply for.
  if (session?.user.isVendorVerified) redirect('/vendor');
  return <ApplyForVendorView />;
}
