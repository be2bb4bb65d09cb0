'use client';

import type { TCartLineInput, TCartResponse } from '@bazaar/shared/cart';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useCartSession } from './cart-session';

export const cartKeys = {
  all: ['cart'] as const,
  mine: () => [...cartKeys.all, 'mine'] as const,
  /** A guest cart priced by the API; keyed by the lines so each change re-prices. */
  guest: (lines: readonly TCartLineInput[]) => [...cartKeys.all, 'guest', lines] as const,
};

/** GET /order/user/my-cart — only for the User role (docs/product-rules.md "Roles and guards"). */
export function useServerCart() {
  const { isUser } = useCartSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: cartKeys.mine(),
    queryFn: ({ signal }) => fetcher<TCartResponse>('/order/user/my-cart', { signal }),
    enabled: isUser,
  });
}
