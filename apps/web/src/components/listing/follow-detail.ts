'use client';

import { type QueryKey, QueryObserver } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query-client';

/**
 * Follows one listing in the tab's query client (decision 064): read again now, and again whenever a
 * write of the reader's or a live event marks it stale (their mutations and the live connection
 * invalidate the section's keys in the same client). Returns the function that stops following.
 * Loaded only for a signed-in reader, so a visitor's detail page carries no query library.
 */
export function followDetail<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  onData: (data: T) => void,
): () => void {
  const observer = new QueryObserver<T>(getQueryClient(), {
    queryKey,
    queryFn: ({ signal }) => load(signal),
  });
  // Only what is read from now on: a copy the cache kept from an earlier visit may predate the page.
  const stop = observer.subscribe((result) => {
    if (result.isFetchedAfterMount && result.data !== undefined) onData(result.data);
  });
  void observer.refetch();
  return stop;
}
