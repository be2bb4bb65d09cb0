import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminTasksView } from '@/sections/task/admin-task-views';

export const metadata: Metadata = { title: 'Tasks' };

export default function AdminTasksPage() {
  return (
    <Suspense>
      <AdminTasksView />
    </Suspense>
  );
}
