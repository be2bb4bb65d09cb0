import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminTaskReviewsView } from '@/sections/task/admin-task-views';

export const metadata: Metadata = { title: 'Task reviews' };

export default function AdminTaskReviewsPage() {
  return (
    <Suspense>
      <AdminTaskReviewsView />
    </Suspense>
  );
}
