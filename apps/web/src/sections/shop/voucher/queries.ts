'use client';

import type { TMessageResponse } from '@bazaar/shared/pagination';
import type { TAdminVoucherWriteResponse, TVoucherRequest } from '@bazaar/shared/voucher';
import { useApiMutation } from '@/lib/use-api-mutation';

export const adminVoucherKeys = {
  all: ['admin-vouchers'] as const,
  lists: () => [...adminVoucherKeys.all, 'list'] as const,
};

export function useSaveVoucher(onSuccess?: () => void) {
  return useApiMutation(
    (vars: { id?: string; body: TVoucherRequest }, fetcher) =>
      fetcher<TAdminVoucherWriteResponse>(vars.id ? `/admin/vouchers/${vars.id}` : '/admin/vouchers', {
        method: vars.id ? 'PUT' : 'POST',
        body: vars.body,
      }),
    { invalidate: [adminVoucherKeys.lists()], onSuccess: () => onSuccess?.() },
  );
}

export function useDeleteVoucher(onSuccess?: () => void) {
  return useApiMutation(
    (id: string, fetcher) => fetcher<TMessageResponse>(`/admin/vouchers/${id}`, { method: 'DELETE' }),
    { invalidate: [adminVoucherKeys.lists()], onSuccess: () => onSuccess?.() },
  );
}
