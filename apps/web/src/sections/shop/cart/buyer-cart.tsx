'use client';

import { useEffect } from 'react';
import { QueryProvider } from '@/lib/query-provider';
import { cartBadgeCount, setBuyerCartCount } from './cart-count';
import { useServerCart } from './queries';
import { useMergeGuestCartOnSignIn } from './use-merge-guest-cart';

function BuyerCartQuery() {
  const { data } = useServerCart();
  useMergeGuestCartOnSignIn();
  useEffect(() => setBuyerCartCount(cartBadgeCount(data)), [data]);
  return null;
}

/**
 * A signed-in buyer's cart behind the frame (loaded for buyers only): reads it through its query, so
 * every write that sets or invalidates the cart moves the header badges, and hands a guest cart to the
 * server once after sign-in.
 */
export function BuyerCart() {
  return (
    <QueryProvider>
      <BuyerCartQuery />
    </QueryProvider>
  );
}
