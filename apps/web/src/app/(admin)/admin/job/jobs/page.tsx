import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminJobsView } from '@/sections/job/admin-job-views';

export const metadata: Metadata = { title: 'Jobs' };

export default function AdminJobsPage() {
  return (
    <Suspense>
      <AdminJobsView />
    </Suspense>
  );
}
