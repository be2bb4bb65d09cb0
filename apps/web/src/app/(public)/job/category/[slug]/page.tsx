import type { Metadata } from 'next';
import { JobCategoryPage, jobCategoryMetadata } from '@/sections/job/job-pages';

type Props = { params: Promise<{ slug: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobCategoryMetadata((await params).slug, '');
}

export default async function Page({ params }: Props) {
  return <JobCategoryPage rawSlug={(await params).slug} search="" />;
}
