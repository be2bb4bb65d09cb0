import { Container } from '@mantine/core';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/page-header';
import { HydratedQueries } from '@/lib/query-provider';
import { prefetchJobList } from './fetch-job';
import { JobCategoriesView } from './job-categories-view';

// A file of its own, apart from job-pages.tsx: a server module's client parts are client references of
// every page that imports it, and the categories view reads through the query library, which the
// listings load only when they need it (decision 066).

export const jobCategoriesMetadata: Metadata = {
  title: 'Job categories',
  description: 'Every kind of job on Bazaar, with how many are open in each.',
};

export async function JobCategoriesPage() {
  const dehydrated = await prefetchJobList(null);
  return (
    <HydratedQueries state={dehydrated}>
      <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
        <PageHeader title="Job categories" description="Pick a field to see its open jobs." />
        <JobCategoriesView />
      </Container>
    </HydratedQueries>
  );
}
