'use client';

import type {
  TMyRentListing,
  TPostedRentListQuery,
  TPostedRentListResponse,
  TRentInquiryListQuery,
  TRentInquiryListResponse,
  TRentListQuery,
  TRentListResponse,
  TRentViewer,
} from '@bazaar/shared/rent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { RENT_LIST_STALE_MS, rentKeys } from './query-keys';
import { rentApi } from './rent-api';

/** GET /rent/list */
export function useRentList(query: TRentListQuery) {
  return useQuery({
    queryKey: rentKeys.list(query),
    queryFn: ({ signal }): Promise<TRentListResponse> => rentApi.list(query, { signal }),
    staleTime: RENT_LIST_STALE_MS,
  });
}

/** GET /rent/types: how many listings of each type the list shows. */
export function useRentTypes() {
  return useQuery({
    queryKey: rentKeys.types(),
    queryFn: async ({ signal }) => (await rentApi.types({ signal })).data,
    staleTime: RENT_LIST_STALE_MS,
  });
}

/** GET /rent/:id/me: whether the reader owns the listing, may inquire, and their open inquiry. */
export function useRentViewer(id: string) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: rentKeys.viewer(id),
    queryFn: async ({ signal }) => (await fetcher<{ data: TRentViewer }>(`/rent/${id}/me`, { signal })).data,
    enabled: status === 'authenticated',
  });
}

/** GET /rent/user/listing/:id: my listing in any status (the edit form). */
export function useMyRentListing(id: string | null) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: [...rentKeys.mine(), 'listing', id],
    queryFn: async ({ signal }) =>
      (await fetcher<{ data: TMyRentListing }>(`/rent/user/listing/${id}`, { signal })).data,
    enabled: Boolean(id) && status === 'authenticated',
  });
}

/** GET /rent/user/posted?type=… */
export function usePostedRents(query: TPostedRentListQuery) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: [...rentKeys.mine(), 'posted', query],
    queryFn: ({ signal }) =>
      fetcher<TPostedRentListResponse>('/rent/user/posted', {
        signal,
        query: query as Record<string, string | number>,
      }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
}

/** GET /rent/user/inquiries?box=…&status=…&listing=… */
export function useRentInquiries(query: TRentInquiryListQuery) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: [...rentKeys.mine(), 'inquiries', query],
    queryFn: ({ signal }) =>
      fetcher<TRentInquiryListResponse>('/rent/user/inquiries', {
        signal,
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
          string,
          string | number
        >,
      }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
}
