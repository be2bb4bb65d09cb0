import type { Metadata } from 'next';
import { fetchTaskerOrNotFound } from '@/sections/task/fetch-task';
import { TaskerPageView } from '@/sections/task/tasker-page-view';

type Props = { params: Promise<{ userId: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { data } = await fetchTaskerOrNotFound((await params).userId);
  const description = `${data.fullName} on Bazaar Task: ${data.completedCount} tasks completed, ${data.reviewsCount} reviews.`;
  return {
    title: `${data.fullName} · Tasker`,
    description,
    openGraph: { title: `${data.fullName} · Tasker on Bazaar`, description },
  };
}

export default async function TaskerPage({ params }: Props) {
  const initial = await fetchTaskerOrNotFound((await params).userId);
  return <TaskerPageView initial={initial} />;
}
