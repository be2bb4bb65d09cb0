'use client';

import type {
  TMyReviewListResponse,
  TPendingReviewListResponse,
  TProductReviewsResponse,
  TReviewSort,
  TVendorReviewListResponse,
} from '@bazaar/shared/review';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';

export const REVIEWS_PAGE_SIZE = 10;

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
  productPage: (productId: string, page: number, rating: number | null, sort: TReviewSort) =>
    [...reviewKeys.product(productId), { page, rating, sort }] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  minePage: (page: number) => [...reviewKeys.mine(), page] as const,
  pending: () => [...reviewKeys.all, 'pending'] as const,
  pendingPage: (page: number) => [...reviewKeys.pending(), page] as const,
  vendor: () => [...reviewKeys.all, 'vendor'] as const,
  vendorPage: (page: number, status: string, rating: string) =>
    [...reviewKeys.vendor(), { page, status, rating }] as const,
  admin: () => [...reviewKeys.all, 'admin'] as const,
};

/** GET /product/:id/reviews — public. */
export function useProductReviews(productId: string, page: number, rating: number | null, sort: TReviewSort) {
  return useQuery({
    queryKey: reviewKeys.productPage(productId, page, rating, sort),
    queryFn: ({ signal }) =>
      apiFetch<TProductReviewsResponse>(`/product/${productId}/reviews`, {
        query: { page, limit: REVIEWS_PAGE_SIZE, rating: rating ?? undefined, sort },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useSignedIn() {
  const { status } = useSession();
  return status === 'authenticated';
}

/** GET /order/user/reviews/pending — delivered items waiting for a review. */
export function usePendingReviews(page: number) {
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: reviewKeys.pendingPage(page),
    queryFn: ({ signal }) =>
      fetcher<TPendingReviewListResponse>('/order/user/reviews/pending', {
        query: { page, limit: REVIEWS_PAGE_SIZE },
        signal,
      }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
  });
}

/** GET /order/user/reviews — the reviews I wrote. */
export function useMyReviews(page: number) {
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: reviewKeys.minePage(page),
    queryFn: ({ signal }) =>
      fetcher<TMyReviewListResponse>('/order/user/reviews', {
        query: { page, limit: REVIEWS_PAGE_SIZE },
        signal,
      }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
  });
}

/** GET /vendor/reviews — reviews on my store's products. */
export function useVendorReviews(page: number, status: string, rating: string) {
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: reviewKeys.vendorPage(page, status, rating),
    queryFn: ({ signal }) =>
      fetcher<TVendorReviewListResponse>('/vendor/reviews', {
        query: {
          page,
          limit: REVIEWS_PAGE_SIZE,
          status: status === 'all' ? undefined : status,
          rating: rating || undefined,
        },
        signal,
      }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
  });
}
