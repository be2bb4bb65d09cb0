import type { TJobDetail } from '@bazaar/shared/job';
import type { JobPosting, WithContext } from 'schema-dts';

/** schema.org JobPosting, so search engines can list the job; salaries in rupees a month. */
export function jobPostingLd(job: TJobDetail): WithContext<JobPosting> {
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
