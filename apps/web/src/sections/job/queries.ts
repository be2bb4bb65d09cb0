'use client';

import type { TJobListQuery, TJobListResponse, TJobViewerResponse } from '@bazaar/shared/job';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { jobApi } from './job-api';
import { JOB_CATEGORY_STALE_MS, JOB_LIST_STALE_MS, jobKeys } from './query-keys';

/** GET /job/list */
export function useJobList(query: TJobListQuery) {
  return useQuery({
    queryKey: jobKeys.list(query),
    queryFn: ({ signal }): Promise<TJobListResponse> => jobApi.list(query, { signal }),
    staleTime: JOB_LIST_STALE_MS,
  });
}

/** GET /job/categories (with open-job counts). */
export function useJobCategories() {
  return useQuery({
    queryKey: jobKeys.categories(),
    queryFn: async ({ signal }) => (await jobApi.categories({ signal })).data,
    staleTime: JOB_CATEGORY_STALE_MS,
  });
}

/** GET /job/:id/me: the reader's application and whether they may apply. */
export function useJobViewer(id: string) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: jobKeys.viewer(id),
    queryFn: async ({ signal }) => (await fetcher<TJobViewerResponse>(`/job/${id}/me`, { signal })).data,
    enabled: status === 'authenticated',
  });
}
