import type { Metadata } from 'next';
import { AssignedTasksView } from '@/sections/task/my-task-lists';

export const metadata: Metadata = { title: 'Assigned to me' };

export default function AssignedTasksPage() {
  return <AssignedTasksView />;
}
