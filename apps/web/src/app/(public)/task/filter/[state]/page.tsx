import type { Metadata } from 'next';
import { TaskListPage, taskListMetadata } from '@/sections/task/task-pages';
import { taskSearchFromSegment } from '@/sections/task/task-params';

/** `/task?…` as the proxy rewrites it: one cached page per set of filters (task-params.ts). */
type Props = { params: Promise<{ state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return taskListMetadata(taskSearchFromSegment((await params).state, false));
}

export default async function Page({ params }: Props) {
  return <TaskListPage search={taskSearchFromSegment((await params).state, false)} />;
}
