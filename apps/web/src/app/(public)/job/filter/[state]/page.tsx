import type { Metadata } from 'next';
import { JobListPage, jobListMetadata } from '@/sections/job/job-pages';
import { jobSearchFromSegment } from '@/sections/job/job-params';

/** `/job?…` as the proxy rewrites it: one cached page per set of filters (job-params.ts). */
type Props = { params: Promise<{ state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobListMetadata(jobSearchFromSegment((await params).state, false));
}

export default async function Page({ params }: Props) {
  return <JobListPage search={jobSearchFromSegment((await params).state, false)} />;
}
