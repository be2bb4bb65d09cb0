import { TaskCategoriesPage, taskCategoriesMetadata } from '@/features/task/task-pages';

export const metadata = taskCategoriesMetadata;

export default function Page() {
  return <TaskCategoriesPage />;
}
