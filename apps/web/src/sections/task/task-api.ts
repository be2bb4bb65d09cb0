import type {
  TTaskCategoryListResponse,
  TTaskDetailResponse,
  TTaskListQuery,
  TTaskListResponse,
  TTaskServiceChargeResponse,
} from '@bazaar/shared/task';
import { toFetchQuery } from '@/components/listing/listing-params';
import { type ApiInit, apiFetch } from '@/lib/api-client';

/** The browser passes its query's signal; a cached page's server render its publicReadInit. */
type Signal = Pick<ApiInit, 'signal' | 'headers' | 'cacheTags'>;

/** The Task section's public reads, shared by the server renders and the browser's queries. */
export const taskApi = {
  list: (query: TTaskListQuery, init: Signal = {}) =>
    apiFetch<TTaskListResponse>('/task/list', { ...init, query: toFetchQuery(query) }),
  categories: (init: Signal = {}) => apiFetch<TTaskCategoryListResponse>('/task/categories', init),
  detail: (id: string, init: Signal = {}) =>
    apiFetch<TTaskDetailResponse>(`/task/${encodeURIComponent(id)}`, init),
  serviceCharge: (init: Signal = {}) => apiFetch<TTaskServiceChargeResponse>('/task/service-charge', init),
};
