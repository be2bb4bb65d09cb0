import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AppliedJobsView } from '@/sections/job/applied-jobs-view';

export const metadata: Metadata = { title: 'Applied jobs' };

export default function AppliedJobsPage() {
  return (
    <Suspense>
      <AppliedJobsView />
    </Suspense>
  );
}
