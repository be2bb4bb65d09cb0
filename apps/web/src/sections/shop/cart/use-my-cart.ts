'use client';

import { useCartSession, useGuestCartLines, useServerCart } from './queries';
import { useMergeGuestCartOnSignIn } from './use-merge-guest-cart';

/**
 * What the header badge counts: the server cart for a buyer, the local cart otherwise. The shell
 * renders this on every page, so it is also where a guest cart is merged once after sign-in.
 */
export function useMyCart(): { data: { items: readonly unknown[] } | undefined; isLoading: boolean } {
  const { isUser } = useCartSession();
  const guestLines = useGuestCartLines();
  const server = useServerCart();
  useMergeGuestCartOnSignIn();
  if (isUser) return { data: server.data, isLoading: server.isLoading };
  return { data: { items: guestLines }, isLoading: false };
}

/** The header badge counts cart lines (distinct items), not the sum of their quantities. */
export function cartBadgeCount(cart: { items: readonly unknown[] } | undefined): number {
  return cart?.items.length ?? 0;
}
