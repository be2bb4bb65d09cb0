import { NO_RETRY_STATUSES } from '@bazaar/shared/errors';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorStatus } from './api-fetch';
import { showErrorToast } from './toast';

/** docs/product-rules.md "Errors and toasts": retry once, never on 401, 403 or 404. */
export function shouldRetry(failureCount: number, err: unknown): boolean {
  if ((NO_RETRY_STATUSES as readonly number[]).includes(errorStatus(err))) return false;
  return failureCount < 1;
}

/**
 * The browser's query client: docs/product-rules.md "Errors and toasts" retries, no refetch on focus, one
 * error toast per failure.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A query whose page shows its own failure (`meta: { ownError: true }`) raises no toast beside it.
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (!query.meta?.ownError) showErrorToast(err);
      },
    }),
    mutationCache: new MutationCache({ onError: (err) => showErrorToast(err) }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * The tab's one query client, whichever provider asks first (decision 057): the providers of the pages
 * that read through TanStack Query and of the signed-in widgets share one cache. On the server, a new one
 * per render, so no visitor's data is kept for another.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
