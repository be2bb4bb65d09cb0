'use client';

import type {
  TSavedSearch,
  TSavedSearchListResponse,
  TSavedSearchUpdateBody,
} from '@bazaar/shared/saved-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';
import { useApiMutation } from '@/lib/use-api-mutation';

// The signed-in person's saved searches (GET/PATCH/DELETE /api/user/saved-searches, decision 047). The
// "Save search" button of the listings (components/listing/save-search-button.tsx) refreshes the same key.

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  page: (page: number) => [...savedSearchKeys.all, page] as const,
};

type TWrite = { message: string; data: TSavedSearch };

export function useSavedSearches(page: number) {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: savedSearchKeys.page(page),
    queryFn: ({ signal }) =>
      fetcher<TSavedSearchListResponse>('/user/saved-searches', { query: { page, limit: 20 }, signal }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
}

/** Rename, pause or resume, or choose the email of one saved search. */
export function useUpdateSavedSearch() {
  return useApiMutation(
    ({ id, ...body }: TSavedSearchUpdateBody & { id: string }, f) =>
      f<TWrite>(`/user/saved-searches/${id}`, { method: 'PATCH', body }),
    { invalidate: [savedSearchKeys.all] },
  );
}

/** Opening a saved search marks its matches seen (quietly: the page changes). */
export function useMarkSavedSearchSeen() {
  return useApiMutation((id: string, f) => f<TWrite>(`/user/saved-searches/${id}/seen`, { method: 'POST' }), {
    invalidate: [savedSearchKeys.all],
    successToast: false,
  });
}

export function useDeleteSavedSearch() {
  return useApiMutation(
    (id: string, f) => f<{ message: string }>(`/user/saved-searches/${id}`, { method: 'DELETE' }),
    { invalidate: [savedSearchKeys.all] },
  );
}
