import type { Metadata } from 'next';
import { TaskCategoryPage, taskCategoryMetadata } from '@/sections/task/task-pages';
import { taskSearchFromSegment } from '@/sections/task/task-params';

type Props = { params: Promise<{ slug: string; state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, state } = await params;
  return taskCategoryMetadata(slug, taskSearchFromSegment(state, true));
}

export default async function Page({ params }: Props) {
  const { slug, state } = await params;
  return <TaskCategoryPage rawSlug={slug} search={taskSearchFromSegment(state, true)} />;
}
