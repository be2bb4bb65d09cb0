'use client';

import type {
  TWishlistIdsResponse,
  TWishlistResponse,
  TWishlistWriteResponse,
} from '@bazaar/shared/wishlist';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useCartSession } from '../cart/cart-session';

export const WISHLIST_PAGE_SIZE = 12;

export const wishlistKeys = {
  all: ['wishlist'] as const,
  lists: () => [...wishlistKeys.all, 'list'] as const,
  list: (page: number) => [...wishlistKeys.lists(), page] as const,
  ids: () => [...wishlistKeys.all, 'ids'] as const,
};

/** GET /wishlist?page — the buyer's saved products (User role only). */
export function useWishlist(page: number) {
  const { isUser } = useCartSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: wishlistKeys.list(page),
    queryFn: ({ signal }) =>
      fetcher<TWishlistResponse>('/wishlist', { query: { page, limit: WISHLIST_PAGE_SIZE }, signal }),
    enabled: isUser,
    placeholderData: keepPreviousData,
  });
}

/** GET /wishlist/ids — which products are saved, for the heart buttons. */
export function useWishlistIds() {
  const { isUser } = useCartSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: wishlistKeys.ids(),
    queryFn: ({ signal }) => fetcher<TWishlistIdsResponse>('/wishlist/ids', { signal }),
    enabled: isUser,
    select: (res) => new Set(res.productIds),
  });
}

/** POST /wishlist or DELETE /wishlist/:productId, then every wishlist query refreshes. */
export function useToggleWishlist() {
  return useApiMutation(
    (vars: { productId: string; save: boolean }, fetcher) =>
      vars.save
        ? fetcher<TWishlistWriteResponse>('/wishlist', {
            method: 'POST',
            body: { productId: vars.productId },
          })
        : fetcher<TWishlistWriteResponse>(`/wishlist/${vars.productId}`, { method: 'DELETE' }),
    { invalidate: [wishlistKeys.all] },
  );
}
