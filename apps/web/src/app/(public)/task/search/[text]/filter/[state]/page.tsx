import type { Metadata } from 'next';
import { TaskSearchPage, taskSearchMetadata } from '@/sections/task/task-pages';
import { taskSearchFromSegment } from '@/sections/task/task-params';

type Props = { params: Promise<{ text: string; state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return taskSearchMetadata((await params).text);
}

export default async function Page({ params }: Props) {
  const { text, state } = await params;
  return <TaskSearchPage rawText={text} search={taskSearchFromSegment(state, false)} />;
}
