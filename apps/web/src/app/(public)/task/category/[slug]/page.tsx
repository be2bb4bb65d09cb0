import type { Metadata } from 'next';
import { TaskCategoryPage, taskCategoryMetadata } from '@/sections/task/task-pages';

type Props = { params: Promise<{ slug: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return taskCategoryMetadata((await params).slug, '');
}

export default async function Page({ params }: Props) {
  return <TaskCategoryPage rawSlug={(await params).slug} search="" />;
}
