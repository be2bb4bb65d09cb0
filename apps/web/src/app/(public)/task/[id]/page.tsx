import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { DetailPageAd } from '@/content/ad/product-page-ad';
import { formatPrice } from '@/lib/format';
import { getSiteUrl, resolveImageUrl } from '@/lib/public-config';
import { fetchTaskOrNotFound } from '@/sections/task/fetch-task';
import { taskLd } from '@/sections/task/json-ld';
import { TaskDetailView } from '@/sections/task/task-detail-view';
import { whereLabel } from '@/sections/task/task-format';

type Props = { params: Promise<{ id: string }> };

/** Each task page is rendered when first asked for, then served from the page cache. */
export function generateStaticParams() {
  return [];
}

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : flat;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const task = await fetchTaskOrNotFound((await params).id);
  const description = summarize(task.description);
  const image = task.images[0];
  return {
    title: `${task.title} · Task`,
    description,
    openGraph: {
      type: 'website',
      title: `${task.title} · ${formatPrice(task.budget)} · ${whereLabel(task)}`,
      description,
      url: `/task/${task._id}`,
      images: image ? [{ url: resolveImageUrl(image) ?? image, alt: task.title }] : undefined,
    },
  };
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
