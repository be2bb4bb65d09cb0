'use client';

import type { TCheckoutQuote, TCheckoutRequest, TCheckoutResponse } from '@bazaar/shared/checkout';
import { IDEMPOTENCY_KEY_HEADER } from '@bazaar/shared/checkout-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { cartKeys } from '../cart/queries';

export const checkoutKeys = {
  all: ['checkout'] as const,
  quote: (q: { addressId: string | null; voucherCode: string | null; cart: string }) =>
    [...checkoutKeys.all, 'quote', q] as const,
};

/** POST /order/user/checkout/quote: the numbers for this cart, address and voucher (nothing written). */
export function useCheckoutQuote(
  q: { addressId: string | null; voucherCode: string | null; cart: string },
  enabled: boolean,
) {
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: checkoutKeys.quote(q),
    queryFn: ({ signal }) =>
      fetcher<TCheckoutQuote>('/order/user/checkout/quote', {
        method: 'POST',
        body: {
          ...(q.addressId ? { addressId: q.addressId } : {}),
          ...(q.voucherCode ? { voucherCode: q.voucherCode } : {}),
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /order/user/checkout with the attempt's Idempotency-Key. No success toast: the buyer lands on
 * the checkout's confirmation page, which says it.
 */
export function usePlaceOrder(onSuccess: (res: TCheckoutResponse) => void) {
  return useApiMutation(
    (vars: { key: string; body: TCheckoutRequest }, fetcher) =>
      fetcher<TCheckoutResponse>('/order/user/checkout', {
        method: 'POST',
        body: vars.body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: vars.key },
      }),
    { invalidate: [cartKeys.all, checkoutKeys.all], onSuccess, successToast: false },
  );
}
