'use client';

import type { TCartItem, TCartLineInput, TCartResponse, TCartWriteResponse } from '@bazaar/shared/cart';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';
import { showSuccessToast } from '@/lib/toast';
import { useApiMutation } from '@/lib/use-api-mutation';
import { addToGuestCart } from './add-to-guest-cart';
import { useCartSession, useGuestCartLines } from './cart-session';
import { guestCartStore, guestLineId, type TGuestCartLine } from './guest-cart-store';
import { cartKeys, useServerCart } from './queries';

const EMPTY_CART: TCartResponse = { items: [], subtotal: 0, itemCount: 0 };

/**
 * The priced guest lines with the quantities as stored right now, so a stepper click shows at once
 * while the API re-prices in the background.
 */
function overlayGuestLines(
  priced: TCartResponse | undefined,
  lines: readonly TGuestCartLine[],
): TCartResponse {
  if (!priced) return EMPTY_CART;
  const items: TCartItem[] = [];
  for (const line of lines) {
    const item = priced.items.find((i) => i._id === guestLineId(line));
    if (!item) continue;
    const issue =
      item.isAvailable && line.quantity > item.stock
        ? `Only ${item.stock} left: lower the quantity`
        : item.issue;
    items.push({ ...item, quantity: line.quantity, lineTotal: item.unitPrice * line.quantity, issue });
  }
  const available = items.filter((i) => i.isAvailable);
  return {
    items,
    subtotal: available.reduce((sum, i) => sum + i.lineTotal, 0),
    itemCount: available.reduce((sum, i) => sum + i.quantity, 0),
  };
}

export type AddToCartOptions = {
  /** Stock of the product or variant; a guest line never goes above it. */
  maxQuantity?: number;
};

/**
 * One cart for everyone: a buyer's cart lives on the server, a guest's in local storage (priced
 * live by POST /cart/preview). Both offer the same actions; line ids come from `items[]._id`.
 */
export function useCart() {
  const { status, isUser } = useCartSession();
  const guestLines = useGuestCartLines();
  const queryClient = useQueryClient();
  const server = useServerCart();

  const guestQuery = useQuery({
    queryKey: cartKeys.guest(guestLines),
    queryFn: ({ signal }) =>
      apiFetch<TCartResponse>('/cart/preview', { method: 'POST', body: { items: guestLines }, signal }),
    enabled: status !== 'loading' && !isUser && guestLines.length > 0,
    placeholderData: keepPreviousData,
  });

  const setServerCart = (res: TCartWriteResponse) => queryClient.setQueryData(cartKeys.mine(), res.data);
  const addMutation = useApiMutation(
    (line: TCartLineInput, fetcher) =>
      fetcher<TCartWriteResponse>('/order/user/cart', { method: 'POST', body: line }),
    { onSuccess: setServerCart },
  );
  const updateMutation = useApiMutation(
    (vars: { itemId: string; quantity: number }, fetcher) =>
      fetcher<TCartWriteResponse>(`/order/user/cart/${vars.itemId}`, {
        method: 'PUT',
        body: { quantity: vars.quantity },
      }),
    { onSuccess: setServerCart, successToast: false },
  );
  const removeMutation = useApiMutation(
    (itemId: string, fetcher) =>
      fetcher<TCartWriteResponse>(`/order/user/cart/${itemId}`, { method: 'DELETE' }),
    { onSuccess: setServerCart },
  );
  const clearMutation = useApiMutation(
    (_: undefined, fetcher) => fetcher<TCartWriteResponse>('/order/user/cart', { method: 'DELETE' }),
    { onSuccess: setServerCart },
  );

  const add = useCallback(
    async (line: TCartLineInput, opts: AddToCartOptions = {}): Promise<boolean> => {
      if (isUser) {
        try {
          await addMutation.mutateAsync(line);
          return true;
        } catch {
          return false; // toasted by the mutation cache
        }
      }
      return addToGuestCart(line, opts.maxQuantity);
    },
    [isUser, addMutation],
  );

  const update = useCallback(
    async (itemId: string, quantity: number): Promise<void> => {
      if (isUser) {
        await updateMutation.mutateAsync({ itemId, quantity }).catch(() => undefined);
        return;
      }
      guestCartStore.setQuantity(itemId, quantity);
    },
    [isUser, updateMutation],
  );

  const remove = useCallback(
    async (itemId: string): Promise<void> => {
      if (isUser) {
        await removeMutation.mutateAsync(itemId).catch(() => undefined);
        return;
      }
      guestCartStore.remove(itemId);
      showSuccessToast({ message: 'Removed from your cart' });
    },
    [isUser, removeMutation],
  );

  const clear = useCallback(async (): Promise<void> => {
    if (isUser) {
      await clearMutation.mutateAsync(undefined).catch(() => undefined);
      return;
    }
    guestCartStore.clear();
  }, [isUser, clearMutation]);

  const cart = isUser
    ? (server.data ?? EMPTY_CART)
    : guestLines.length === 0
      ? EMPTY_CART
      : overlayGuestLines(guestQuery.data, guestLines);
  const isLoading =
    status === 'loading' ||
    (isUser ? server.isPending : guestLines.length > 0 && guestQuery.isPending && !guestQuery.data);

  return {
    cart,
    isGuest: !isUser,
    isLoading,
    /** The buyer's cart could not be read (shown as an error, never as an empty cart). */
    isError: isUser && server.isError && !server.data,
    refetch: () => void server.refetch(),
    isAdding: addMutation.isPending,
    isUpdating: updateMutation.isPending || removeMutation.isPending || clearMutation.isPending,
    add,
    update,
    remove,
    clear,
  };
}
