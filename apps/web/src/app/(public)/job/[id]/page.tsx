import type { Metadata } from 'next';
import { DetailPageAd } from '@/content/ad/product-page-ad';
import { resolveImageUrl } from '@/lib/public-config';
import { fetchJobOrNotFound } from '@/sections/job/fetch-job';
import { JobDetailView } from '@/sections/job/job-detail-view';
import { jobWhereLabel, salaryLabel } from '@/sections/job/job-format';

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

/** schema.org JobPosting, so search engines can list the job; salaries in rupees a month. */
function jobPostingLd(job: Awaited<ReturnType<typeof fetchJobOrNotFound>>) {
  const salary = job.salary.isNegotiable || job.salary.min === null ? null : job.salary;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.createdAt.slice(0, 10),
    validThrough: `${job.deadline}T23:59:59+05:45`,
    employmentType: EMPLOYMENT_TYPE[job.type],
    hiringOrganization: { '@type': 'Organization', name: job.employer.storeName },
    ...(job.type === 'Remote' || !job.place
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Nepal' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: job.street || undefined,
              addressLocality: job.place.label,
              addressCountry: 'NP',
            },
          },
        }),
    ...(salary && salary.min !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'NPR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.min / 100,
              ...(salary.max !== null ? { maxValue: salary.max / 100 } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
  };
}

const EMPLOYMENT_TYPE = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Remote: 'FULL_TIME',
} as const;

export default async function JobPage({ params }: Props) {
  const job = await fetchJobOrNotFound((await params).id);
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped cannot close the script
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jobPostingLd(job)).replace(/</g, '\\u003c') }}
      />
      <JobDetailView job={job} />
      <DetailPageAd slot="job-detail" />
    </>
  );
}
