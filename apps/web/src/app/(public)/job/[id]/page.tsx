import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { listingMetadata } from '@/components/listing/listing-metadata';
import { DetailPageAd } from '@/content/ad/product-page-ad';
import { fetchJobOrNotFound } from '@/sections/job/fetch-job';
import { JobDetailView } from '@/sections/job/job-detail-view';
import { jobWhereLabel, salaryLabel } from '@/sections/job/job-format';
import { jobPostingLd } from '@/sections/job/json-ld';

type Props = { params: Promise<{ id: string }> };

/** Each job page is rendered when first asked for, then served from the page cache. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await fetchJobOrNotFound((await params).id);
  const { storeName, logo } = job.employer;
  return listingMetadata({
    section: 'job',
    id: job._id,
    name: `${job.title} · ${storeName}`,
    text: job.description,
    facts: [jobWhereLabel(job), salaryLabel(job.salary)],
    picture: { path: logo, alt: storeName },
  });
}

export default async function JobPage({ params }: Props) {
  const job = await fetchJobOrNotFound((await params).id);
  return (
    <>
      <JsonLd data={jobPostingLd(job)} />
      <JobDetailView job={job} />
      <DetailPageAd slot="job-detail" />
    </>
  );
}
