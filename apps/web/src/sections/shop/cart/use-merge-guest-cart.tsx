'use client';

import type { TCartAdjustment, TMergeCartResponse } from '@bazaar/shared/cart';
import { List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiFetch } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toast';
import { useCartSession, useGuestCartLines } from './cart-session';
import { guestCartStore } from './guest-cart-store';
import { cartKeys } from './queries';

// Several components call the hook (header and mobile tab bar): one merge per user at a time.
const mergesInFlight = new Set<string>();

function describeAdjustment(a: TCartAdjustment): string {
  return `${a.name ?? 'A product'}: ${a.message}`;
}

/**
 * Once a buyer is signed in, hands the local guest cart to POST /order/user/cart/merge, clears it,
 * and says in a toast what could not be added as it was (stock, products gone).
 */
export function useMergeGuestCartOnSignIn(): void {
  const { isUser, userId, token } = useCartSession();
  const lines = useGuestCartLines();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isUser || !userId || !token || lines.length === 0 || mergesInFlight.has(userId)) return;
    mergesInFlight.add(userId);
    const items = lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
    }));
    apiFetch<TMergeCartResponse>('/order/user/cart/merge', { method: 'POST', body: { items }, token })
      .then(async (res) => {
        guestCartStore.clear();
        // A cart fetch that started before the merge must not overwrite the merged cart.
        await queryClient.cancelQueries({ queryKey: cartKeys.mine() });
        queryClient.setQueryData(cartKeys.mine(), res.data.cart);
        const { adjustments } = res.data;
        notifications.show({
          color: adjustments.length > 0 ? 'orange' : 'teal',
          title: adjustments.length > 0 ? 'Cart merged with changes' : 'Cart merged',
          message: (
            <>
              <Text size="sm">{res.message}</Text>
              {adjustments.length > 0 ? (
                <List size="sm" mt={4} data-testid="merge-adjustments">
                  {adjustments.map((a) => (
                    <List.Item key={`${a.productId}:${a.variantId ?? ''}`}>{describeAdjustment(a)}</List.Item>
                  ))}
                </List>
              ) : null}
            </>
          ),
          autoClose: adjustments.length > 0 ? 10_000 : 4000,
          withBorder: true,
        });
      })
      .catch((err: unknown) => {
        // A line the API rejects outright (a malformed id) would fail every retry: drop the local cart.
        if (err instanceof ApiError && err.status === 400) guestCartStore.clear();
        showErrorToast(err);
      })
      .finally(() => mergesInFlight.delete(userId));
  }, [isUser, userId, token, lines, queryClient]);
}
