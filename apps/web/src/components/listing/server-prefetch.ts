import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NOT_READ_WHILE_BUILDING } from '@/lib/api-fetch';

/**
 * The query client of a cached listing's server render. Prefetch never throws: a failed read is left
 * out of the hand-over and the browser fetches it again.
 */
export function createServerQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false } },
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (err instanceof ApiError && err.code === NOT_READ_WHILE_BUILDING) return;
        console.warn(`${JSON.stringify(query.queryKey)} could not be read on the server (${String(err)})`);
      },
    }),
  });
}
