import { SECTION_INFO } from '@bazaar/shared/constants';
import { Box, Container } from '@mantine/core';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ListingBreadcrumbs } from '@/components/listing/listing-breadcrumbs';
import { searchPageMetadata } from '@/components/listing/listing-metadata';
import { decodeSegment, searchTextOf } from '@/components/listing/listing-params';
import { PageHeader } from '@/components/page-header';
import { AdSlot } from '@/content/ad/ad-slot';
import { fetchJobCategories, prefetchJobList } from './fetch-job';
import { JobListView } from './job-list-view';
import { parseJobListState, toJobListQuery } from './job-params';

// The job listings, each served plain (`/job`) and as its cached filtered views
// (`/job/filter/{state}`, which the proxy rewrites `/job?…` to). `search` is the canonical query
// string of the filters, '' on the plain page; the route files only read their segments.

// Its words from the shared list, not from section.ts: a server module that imports section.ts makes
// every part that file loads (list, filters, detail) a client reference of this page (decision 040).
const INFO = SECTION_INFO.job;

export function jobListMetadata(search: string): Metadata {
  return {
    title: 'Jobs',
    description: INFO.description,
    alternates: { canonical: `/job${search}` },
    openGraph: { title: 'Jobs · Bazaar', description: INFO.description },
  };
}

/** /job: the listing, and the 'job-home' ad (only when set) under it. */
export async function JobListPage({ search }: { search: string }) {
  const state = parseJobListState(new URLSearchParams(search));
  const dehydrated = await prefetchJobList(toJobListQuery(state));
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title="Jobs"
        description="Open jobs from stores and businesses on Bazaar. Apply with your CV."
      />
      <JobListView initial={dehydrated} basePath="/job" search={search} />
      <Box mt="xl">
        <AdSlot slot="job-home" />
      </Box>
    </Container>
  );
}

async function fetchJobCategoryOrNotFound(rawSlug: string) {
  const slug = decodeSegment(rawSlug);
  const category = (await fetchJobCategories()).find((c) => c.slug === slug);
  if (!category) notFound();
  return category;
}

export async function jobCategoryMetadata(rawSlug: string, search: string): Promise<Metadata> {
  const category = await fetchJobCategoryOrNotFound(rawSlug);
  const description = `${category.name} jobs on Bazaar: ${category.openJobCount} open. Apply with your CV.`;
  return {
    title: `${category.name} · Jobs`,
    description,
    alternates: { canonical: `/job/category/${category.slug}${search}` },
    openGraph: { title: `${category.name} jobs · Bazaar`, description },
  };
}

export async function JobCategoryPage({ rawSlug, search }: { rawSlug: string; search: string }) {
  const category = await fetchJobCategoryOrNotFound(rawSlug);
  const state = { ...parseJobListState(new URLSearchParams(search)), category: category.slug };
  const dehydrated = await prefetchJobList(toJobListQuery(state));
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ListingBreadcrumbs
        items={[
          { name: 'Jobs', href: '/job' },
          { name: 'Categories', href: '/job/categories' },
          { name: category.name },
        ]}
      />
      <PageHeader
        title={category.name}
        description={`${category.openJobCount} open ${category.openJobCount === 1 ? 'job' : 'jobs'}`}
      />
      <JobListView
        initial={dehydrated}
        basePath={`/job/category/${encodeURIComponent(category.slug)}`}
        search={search}
        fixedCategory={category.slug}
      />
    </Container>
  );
}

export function jobSearchMetadata(rawText: string): Metadata {
  return searchPageMetadata(searchTextOf(rawText), 'job');
}

export async function JobSearchPage({ rawText, search }: { rawText: string; search: string }) {
  const text = searchTextOf(rawText);
  // Search text is required: a blank one (/…/search/%20) is the section's own listing.
  if (!text) redirect('/job');
  const state = parseJobListState(new URLSearchParams(search));
  const dehydrated = await prefetchJobList(text ? toJobListQuery(state, text) : null);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={`Jobs for “${text}”`} />
      <JobListView
        initial={dehydrated}
        basePath={`/job/search/${encodeURIComponent(text)}`}
        search={search}
        searchText={text}
      />
    </Container>
  );
}
