import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VendorApplicationsView } from '@/sections/job/vendor-job-views';

export const metadata: Metadata = { title: 'Applications' };

export default function VendorApplicationsPage() {
  return (
    <Suspense>
      <VendorApplicationsView />
    </Suspense>
  );
}
