import type { Metadata } from 'next';
import { TaskSearchPage, taskSearchMetadata } from '@/sections/task/task-pages';

type Props = { params: Promise<{ text: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return taskSearchMetadata((await params).text);
}

export default async function Page({ params }: Props) {
  return <TaskSearchPage rawText={(await params).text} search="" />;
}
