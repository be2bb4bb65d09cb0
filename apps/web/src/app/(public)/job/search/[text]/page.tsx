import type { Metadata } from 'next';
import { JobSearchPage, jobSearchMetadata } from '@/sections/job/job-pages';

type Props = { params: Promise<{ text: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobSearchMetadata((await params).text);
}

export default async function Page({ params }: Props) {
  return <JobSearchPage rawText={(await params).text} search="" />;
}
