import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { listingMetadata } from '@/components/listing/listing-metadata';
import { DetailPageAd } from '@/content/ad/product-page-ad';
import { formatPrice } from '@/lib/format';
import { getSiteUrl } from '@/lib/public-config';
import { fetchTaskOrNotFound } from '@/sections/task/fetch-task';
import { taskLd } from '@/sections/task/json-ld';
import { TaskDetailView } from '@/sections/task/task-detail-view';
import { whereLabel } from '@/sections/task/task-format';

type Props = { params: Promise<{ id: string }> };

/** Each task page is rendered when first asked for, then served from the page cache. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const task = await fetchTaskOrNotFound((await params).id);
  return listingMetadata({
    section: 'task',
    id: task._id,
    name: task.title,
    text: task.description,
    facts: [formatPrice(task.budget), whereLabel(task)],
    picture: { path: task.images[0], alt: task.title },
  });
}

export default async function TaskPage({ params }: Props) {
  const task = await fetchTaskOrNotFound((await params).id);
  return (
    <>
      <JsonLd data={taskLd(getSiteUrl(), task)} />
      <TaskDetailView task={task} />
      <DetailPageAd slot="task-detail" />
    </>
  );
}
