import { TaskCategoriesPage, taskCategoriesMetadata } from '@/sections/task/task-pages';

export const metadata = taskCategoriesMetadata;

export default function Page() {
  return <TaskCategoriesPage />;
}
