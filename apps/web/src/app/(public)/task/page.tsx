import { TaskListPage, taskListMetadata } from '@/sections/task/task-pages';

export const metadata = taskListMetadata('');

export default function Page() {
  return <TaskListPage search="" />;
}
