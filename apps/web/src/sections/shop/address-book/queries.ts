'use client';

import type { TAddressNode } from '@bazaar/shared/address';
import type {
  TUserAddressDeleteResponse,
  TUserAddressListResponse,
  TUserAddressRequest,
  TUserAddressWriteResponse,
} from '@bazaar/shared/address-book';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, useApiFetch } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

export const addressBookKeys = {
  all: ['address-book'] as const,
  mine: () => [...addressBookKeys.all, 'mine'] as const,
  /** One level of the public address tree (null → the states). */
  places: (parentId: string | null) => ['address-tree', parentId] as const,
};

/** GET /user/addresses: the buyer's saved addresses, default first. */
export function useMyAddresses(enabled = true) {
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: addressBookKeys.mine(),
    queryFn: ({ signal }) => fetcher<TUserAddressListResponse>('/user/addresses', { signal }),
    enabled,
  });
}

/** GET /address/children: one level of State → District → Municipality → Area. */
export function usePlaces(parentId: string | null, enabled = true) {
  return useQuery({
    queryKey: addressBookKeys.places(parentId),
    queryFn: ({ signal }) =>
      apiFetch<TAddressNode[]>('/address/children', { query: { parentId: parentId ?? undefined }, signal }),
    enabled,
    staleTime: 10 * 60 * 1000,
  });
}

export function useSaveAddress() {
  return useApiMutation(
    (vars: { id?: string; body: TUserAddressRequest }, fetcher) =>
      fetcher<TUserAddressWriteResponse>(vars.id ? `/user/addresses/${vars.id}` : '/user/addresses', {
        method: vars.id ? 'PUT' : 'POST',
        body: vars.body,
      }),
    { invalidate: [addressBookKeys.mine()] },
  );
}

export function useDeleteAddress() {
  return useApiMutation(
    (id: string, fetcher) =>
      fetcher<TUserAddressDeleteResponse>(`/user/addresses/${id}`, { method: 'DELETE' }),
    { invalidate: [addressBookKeys.mine()] },
  );
}
