import type { Metadata } from 'next';
import { PostedTasksView } from '@/features/task/my-task-lists';

export const metadata: Metadata = { title: 'Posted tasks' };

export default function PostedTasksPage() {
  return <PostedTasksView />;
}
