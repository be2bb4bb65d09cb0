import { TaskCategoriesPage, taskCategoriesMetadata } from '@/sections/task/task-categories-page';

export const metadata = taskCategoriesMetadata;

export default function Page() {
  return <TaskCategoriesPage />;
}
