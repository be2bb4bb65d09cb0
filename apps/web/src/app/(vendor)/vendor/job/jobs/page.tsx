import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VendorJobsView } from '@/sections/job/vendor-job-views';

export const metadata: Metadata = { title: 'Jobs' };

export default function VendorJobsPage() {
  return (
    <Suspense>
      <VendorJobsView />
    </Suspense>
  );
}
