import type { Metadata } from 'next';
import { PostedTasksView } from '@/sections/task/my-task-lists';

export const metadata: Metadata = { title: 'Posted tasks' };

export default function PostedTasksPage() {
  return <PostedTasksView />;
}
