import type {
  TJobCategoryListResponse,
  TJobDetailResponse,
  TJobListQuery,
  TJobListResponse,
} from '@bazaar/shared/job';
import { toFetchQuery } from '@/components/listing/listing-params';
import { type ApiInit, apiFetch } from '@/lib/api-client';

/** The browser passes its query's signal; a cached page's server render its publicReadInit. */
type Signal = Pick<ApiInit, 'signal' | 'headers' | 'cacheTags'>;

/** The Job section's public reads, shared by the server renders and the browser's queries. */
export const jobApi = {
  list: (query: TJobListQuery, init: Signal = {}) =>
    apiFetch<TJobListResponse>('/job/list', { ...init, query: toFetchQuery(query) }),
  categories: (init: Signal = {}) => apiFetch<TJobCategoryListResponse>('/job/categories', init),
  detail: (id: string, init: Signal = {}) =>
    apiFetch<TJobDetailResponse>(`/job/${encodeURIComponent(id)}`, init),
};
