'use client';

import type { TCartResponse } from '@bazaar/shared/cart';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useApiFetch } from '@/lib/api-client';

export const cartKeys = {
  all: ['cart'] as const,
  mine: () => [...cartKeys.all, 'mine'] as const,
};

/** GET /order/user/my-cart — only for the User role (spec §6). */
export function useMyCart() {
  const { data, status } = useSession();
  const fetcher = useApiFetch();
  const isUser = status === 'authenticated' && (data?.user.userType ?? []).includes('User');
  return useQuery({
    queryKey: cartKeys.mine(),
    queryFn: ({ signal }) => fetcher<TCartResponse>('/order/user/my-cart', { signal }),
    enabled: isUser,
  });
}

/** The header badge counts cart lines (distinct items), not the sum of their quantities. */
export function cartBadgeCount(cart: TCartResponse | undefined): number {
  return cart?.items.length ?? 0;
}
