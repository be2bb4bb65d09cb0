import type { Metadata } from 'next';
import { JobCategoryPage, jobCategoryMetadata } from '@/sections/job/job-pages';
import { jobSearchFromSegment } from '@/sections/job/job-params';

/** `/job/category/{slug}?…` as the proxy rewrites it: one cached page per set of filters. */
type Props = { params: Promise<{ slug: string; state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, state } = await params;
  return jobCategoryMetadata(slug, jobSearchFromSegment(state, true));
}

export default async function Page({ params }: Props) {
  const { slug, state } = await params;
  return <JobCategoryPage rawSlug={slug} search={jobSearchFromSegment(state, true)} />;
}
