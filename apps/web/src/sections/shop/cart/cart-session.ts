'use client';

import { useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session-client';
import { guestCartStore } from './guest-cart-store';

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
