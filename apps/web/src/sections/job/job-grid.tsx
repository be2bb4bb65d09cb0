import type { TJobCard } from '@bazaar/shared/job';
import { ListingGrid } from '@/components/listing/listing-grid';
import { JobCard, JobCardSkeleton } from './job-card';

/** Job cards in a responsive grid: one on a phone, three on a wide screen. */
export function JobGrid({ jobs }: { jobs: TJobCard[] }) {
  return (
    <ListingGrid testId="job-grid">
      {jobs.map((j) => (
        <JobCard key={j._id} job={j} />
      ))}
    </ListingGrid>
  );
}

export function JobGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ListingGrid loading="Loading jobs">
      {Array.from({ length: count }, (_, i) => (
        <JobCardSkeleton key={i} />
      ))}
    </ListingGrid>
  );
}
