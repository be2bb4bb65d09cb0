import type { Metadata } from 'next';
import { TaskFormView } from '@/sections/task/task-form-view';

export const metadata: Metadata = { title: 'Post a task' };

export default function PostTaskPage() {
  return <TaskFormView />;
}
