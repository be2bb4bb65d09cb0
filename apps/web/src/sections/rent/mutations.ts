'use client';

import type {
  TRentInquiryRequest,
  TRentInquiryWriteResponse,
  TRentRequest,
  TRentStatus,
  TRentWriteResponse,
} from '@bazaar/shared/rent';
import { useApiMutation } from '@/lib/use-api-mutation';
import { rentKeys } from './query-keys';

// Every write of the Rent section from the browser. Each refetches everything Rent (the page's
// island, my lists): a move on one listing changes its card, its counts and the lists it sits in.
const INVALIDATE = { invalidate: [rentKeys.all] };

/** POST /rent (new) or PUT /rent/:id (edit). */
export function useSaveListing(id: string | null, onSuccess?: (data: TRentWriteResponse) => void) {
  return useApiMutation(
    (body: TRentRequest, f) =>
      f<TRentWriteResponse>(id ? `/rent/${id}` : '/rent', { method: id ? 'PUT' : 'POST', body }),
    { ...INVALIDATE, onSuccess },
  );
}

/** PUT /rent/:id/status: publish, mark rented, deactivate, re-activate. */
export function useMoveListing(onSuccess?: () => void) {
  return useApiMutation(
    ({ id, status }: { id: string; status: TRentStatus }, f) =>
      f<TRentWriteResponse>(`/rent/${id}/status`, { method: 'PUT', body: { status } }),
    { ...INVALIDATE, onSuccess },
  );
}

export function useSendInquiry(listingId: string, onSuccess?: () => void) {
  return useApiMutation(
    (body: TRentInquiryRequest, f) =>
      f<TRentInquiryWriteResponse>(`/rent/${listingId}/inquiries`, { method: 'POST', body }),
    { ...INVALIDATE, onSuccess },
  );
}

export function useCloseInquiry(onSuccess?: () => void) {
  return useApiMutation(
    (inquiryId: string, f) =>
      f<TRentInquiryWriteResponse>(`/rent/inquiries/${inquiryId}/close`, { method: 'PUT' }),
    { ...INVALIDATE, onSuccess },
  );
}
