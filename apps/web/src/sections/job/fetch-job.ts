import type { TJobDetail, TJobListQuery } from '@bazaar/shared/job';
import { jobPageTag, PAGE_TAG } from '@bazaar/shared/page-cache';
import { dehydrate } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { createServerQueryClient } from '@/components/listing/server-prefetch';
import { errorStatus } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';
import { jobApi } from './job-api';
import { JOB_CATEGORY_STALE_MS, JOB_LIST_STALE_MS, jobKeys } from './query-keys';

// Server reads of the Job section's cached pages. `cache` lets generateMetadata and the page share
// one API call per request; a 404 becomes Next's not-found page, anything else is a real error.

/** GET /job/:id, or the not-found page. */
export const fetchJobOrNotFound = cache(async (id: string): Promise<TJobDetail> => {
  try {
    return (await jobApi.detail(id, publicReadInit(jobPageTag(id), PAGE_TAG.jobPages))).data;
  } catch (err) {
    if (errorStatus(err) === 404 || errorStatus(err) === 400) notFound();
    throw err;
  }
});

/** GET /job/categories, shared by a category page's metadata and body. */
export const fetchJobCategories = cache(
  async () => (await jobApi.categories(publicReadInit(PAGE_TAG.jobs))).data,
);

/** Server render of a job listing: the categories and the first page of jobs, in the HTML. */
export async function prefetchJobList(query: TJobListQuery | null) {
  const queryClient = createServerQueryClient();
  const init = publicReadInit(PAGE_TAG.jobs);
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: jobKeys.categories(),
      queryFn: async () => (await jobApi.categories(init)).data,
      staleTime: JOB_CATEGORY_STALE_MS,
    }),
    query
      ? queryClient.prefetchQuery({
          queryKey: jobKeys.list(query),
          queryFn: () => jobApi.list(query, init),
          staleTime: JOB_LIST_STALE_MS,
        })
      : null,
  ]);
  return dehydrate(queryClient);
}
