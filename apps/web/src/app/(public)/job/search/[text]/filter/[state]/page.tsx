import type { Metadata } from 'next';
import { JobSearchPage, jobSearchMetadata } from '@/sections/job/job-pages';
import { jobSearchFromSegment } from '@/sections/job/job-params';

/** `/job/search/{text}?…` as the proxy rewrites it: one cached page per set of filters. */
type Props = { params: Promise<{ text: string; state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobSearchMetadata((await params).text);
}

export default async function Page({ params }: Props) {
  const { text, state } = await params;
  return <JobSearchPage rawText={text} search={jobSearchFromSegment(state, false)} />;
}
