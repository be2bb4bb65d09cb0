import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { DetailPageAd } from '@/content/ad/product-page-ad';
import { resolveImageUrl } from '@/lib/public-config';
import { fetchJobOrNotFound } from '@/sections/job/fetch-job';
import { JobDetailView } from '@/sections/job/job-detail-view';
import { jobWhereLabel, salaryLabel } from '@/sections/job/job-format';
import { jobPostingLd } from '@/sections/job/json-ld';

type Props = { params: Promise<{ id: string }> };

/** Each job page is rendered when first asked for, then served from the page cache. */
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
  const job = await fetchJobOrNotFound((await params).id);
  const description = summarize(job.description);
  const logo = job.employer.logo;
  return {
    title: `${job.title} · ${job.employer.storeName} · Job`,
    description,
    openGraph: {
      type: 'website',
      title: `${job.title} · ${job.employer.storeName} · ${jobWhereLabel(job)} · ${salaryLabel(job.salary)}`,
      description,
      url: `/job/${job._id}`,
      images: logo ? [{ url: resolveImageUrl(logo) ?? logo, alt: job.employer.storeName }] : undefined,
    },
  };
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
