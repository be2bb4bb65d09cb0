import type { TJobCard } from '@bazaar/shared/job';
import { SimpleGrid } from '@mantine/core';
import { JobCard, JobCardSkeleton } from './job-card';

const COLS = { base: 1, sm: 2, lg: 3 } as const;

/** Job cards in a responsive grid: one on a phone, three on a wide screen. */
export function JobGrid({ jobs }: { jobs: TJobCard[] }) {
  return (
    <SimpleGrid cols={COLS} spacing={{ base: 'sm', sm: 'md' }} data-testid="job-grid">
      {jobs.map((j) => (
        <JobCard key={j._id} job={j} />
      ))}
    </SimpleGrid>
  );
}

export function JobGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={COLS} spacing={{ base: 'sm', sm: 'md' }} aria-busy aria-label="Loading jobs">
      {Array.from({ length: count }, (_, i) => (
        <JobCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
