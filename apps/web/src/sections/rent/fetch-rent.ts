import { PAGE_TAG, rentPageTag } from '@bazaar/shared/page-cache';
import type { TRentDetail, TRentListQuery } from '@bazaar/shared/rent';
import { dehydrate } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { createServerQueryClient } from '@/components/listing/server-prefetch';
import { errorStatus } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';
import { RENT_LIST_STALE_MS, rentKeys } from './query-keys';
import { rentApi } from './rent-api';

// Server reads of the Rent section's cached pages. `cache` lets generateMetadata and the page share
// one API call per request; a 404 becomes Next's not-found page, anything else is a real error.

/** GET /rent/:id, or the not-found page. */
export const fetchRentOrNotFound = cache(async (id: string): Promise<TRentDetail> => {
  try {
    return (await rentApi.detail(id, publicReadInit(rentPageTag(id), PAGE_TAG.rentPages))).data;
  } catch (err) {
    if (errorStatus(err) === 404 || errorStatus(err) === 400) notFound();
    throw err;
  }
});

/** Server render of a rent listing: the type counts and the first page of listings, in the HTML. */
export async function prefetchRentList(query: TRentListQuery | null) {
  const queryClient = createServerQueryClient();
  const init = publicReadInit(PAGE_TAG.rents);
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: rentKeys.types(),
      queryFn: async () => (await rentApi.types(init)).data,
      staleTime: RENT_LIST_STALE_MS,
    }),
    query
      ? queryClient.prefetchQuery({
          queryKey: rentKeys.list(query),
          queryFn: () => rentApi.list(query, init),
          staleTime: RENT_LIST_STALE_MS,
        })
      : undefined,
  ]);
  return dehydrate(queryClient);
}
