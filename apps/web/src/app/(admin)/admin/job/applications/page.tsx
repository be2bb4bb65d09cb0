import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminJobApplicationsView } from '@/sections/job/admin-job-views';

export const metadata: Metadata = { title: 'Job applications' };

export default function AdminJobApplicationsPage() {
  return (
    <Suspense>
      <AdminJobApplicationsView />
    </Suspense>
  );
}
