'use client';

import type { TCartLineInput, TCartResponse } from '@bazaar/shared/cart';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { guestCartStore } from './guest-cart-store';

export const cartKeys = {
  all: ['cart'] as const,
  mine: () => [...cartKeys.all, 'mine'] as const,
  /** A guest cart priced by the API; keyed by the lines so each change re-prices. */
  guest: (lines: readonly TCartLineInput[]) => [...cartKeys.all, 'guest', lines] as const,
};

/** The session as the cart sees it: a buyer (User role) has a cart on the server, others a local one. */
export function useCartSession() {
  const { data, status } = useSession();
  const isUser = status === 'authenticated' && (data?.user.userType ?? []).includes('User');
  return {
    status,
    isUser,
    userId: isUser ? (data?.user.id ?? null) : null,
    token: data?.user.accessToken ?? null,
  };
}

/** The guest cart lines in local storage, re-rendering on every change (this tab or another). */
export function useGuestCartLines() {
  return useSyncExternalStore(
    guestCartStore.subscribe,
    guestCartStore.getSnapshot,
    guestCartStore.getServerSnapshot,
  );
}

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
