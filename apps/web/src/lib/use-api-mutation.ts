'use client';

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { answerToastText } from './api-action';
import type { ApiInit } from './api-fetch';
import { showSuccessToast } from './toast';
import { useApiFetch } from './use-api-fetch';

export type Fetcher = <T>(path: string, init?: Omit<ApiInit, 'token'>) => Promise<T>;

export type ApiMutationOptions<TVars, TRes> = {
  invalidate?: QueryKey[];
  onSuccess?: (res: TRes, vars: TVars) => void;
  /** Show the docs/product-rules.md "Errors and toasts" success toast from the response; default true. */
  successToast?: boolean;
};

/**
 * A TanStack mutation bound to the session token. Errors are toasted once by the MutationCache in the
 * providers (docs/product-rules.md "Errors and toasts"), so this adds the success toast and the cache
 * invalidation.
 */
export function useApiMutation<TVars, TRes>(
  fn: (vars: TVars, fetcher: Fetcher) => Promise<TRes>,
  opts: ApiMutationOptions<TVars, TRes> = {},
) {
  const fetcher = useApiFetch();
  const queryClient = useQueryClient();
  return useMutation<TRes, Error, TVars>({
    mutationFn: (vars) => fn(vars, fetcher),
    onSuccess: async (res, vars) => {
      if (opts.successToast ?? true) {
        showSuccessToast(answerToastText(res));
      }
      await Promise.all(
        (opts.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      opts.onSuccess?.(res, vars);
    },
  });
}
