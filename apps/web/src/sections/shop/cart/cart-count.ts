'use client';

import { useSyncExternalStore } from 'react';
import { useCartSession, useGuestCartLines } from './cart-session';

let buyerCount = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header badge counts cart lines (distinct items), not the sum of their quantities. */
export function cartBadgeCount(cart: { items: readonly unknown[] } | undefined): number {
  return cart?.items.length ?? 0;
}

/** Written by `BuyerCart` from the buyer's cart query, which keeps it current as the cart changes. */
export function setBuyerCartCount(count: number): void {
  if (count === buyerCount) return;
  buyerCount = count;
  for (const listener of listeners) listener();
}

/**
 * What the header badges count: the server cart for a buyer (0 until it is read), the local cart
 * otherwise. Read without a query so a visitor's pages load no query library for it (decision 057).
 */
export function useCartCount(): number {
  const { isUser } = useCartSession();
  const guestLines = useGuestCartLines();
  const buyer = useSyncExternalStore(
    subscribe,
    () => buyerCount,
    () => 0,
  );
  return isUser ? buyer : guestLines.length;
}
