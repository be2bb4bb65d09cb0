import type {
  TRentDetailResponse,
  TRentListQuery,
  TRentListResponse,
  TRentTypeCountsResponse,
} from '@bazaar/shared/rent';
import { type ApiInit, apiFetch } from '@/lib/api-client';

/** The browser passes its query's signal; a cached page's server render its publicReadInit. */
type Signal = Pick<ApiInit, 'signal' | 'headers' | 'cacheTags'>;

function toFetchQuery(query: TRentListQuery): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = value as string | number;
  }
  return out;
}

/** The Rent section's public reads, shared by the server renders and the browser's queries. */
export const rentApi = {
  list: (query: TRentListQuery, init: Signal = {}) =>
    apiFetch<TRentListResponse>('/rent/list', { ...init, query: toFetchQuery(query) }),
  types: (init: Signal = {}) => apiFetch<TRentTypeCountsResponse>('/rent/types', init),
  detail: (id: string, init: Signal = {}) =>
    apiFetch<TRentDetailResponse>(`/rent/${encodeURIComponent(id)}`, init),
};
