import { TaskListPage, taskListMetadata } from '@/features/task/task-pages';

export const metadata = taskListMetadata('');

export default function Page() {
  return <TaskListPage search="" />;
}
