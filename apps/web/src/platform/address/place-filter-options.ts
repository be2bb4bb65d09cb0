'use client';

import type { TAddressNode } from '@bazaar/shared/address';
import { useQueries } from '@tanstack/react-query';
import type { TFilterOption } from '@/components/admin-table/url-state';
import { apiFetch } from '@/lib/api-client';
import { useAddressChildren } from './address-selects';

/**
 * A back-office place filter's options: each State ("All of Bagmati") and its Districts, grouped by
 * State. The lists filter on the place and every place under it, so a District finds its towns too.
 */
export function usePlaceFilterOptions(): TFilterOption[] {
  const states = useAddressChildren(null, true).data ?? [];
  const districts = useQueries({
    queries: states.map((state) => ({
      queryKey: ['address', 'children', state._id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<TAddressNode[]>('/address/children', { query: { parentId: state._id }, signal }),
      staleTime: 5 * 60_000,
    })),
  });
  return states.flatMap((state, i) => [
    { value: state._id, label: `All of ${state.name}`, group: state.name },
    ...(districts[i]?.data ?? []).map((d) => ({ value: d._id, label: d.name, group: state.name })),
  ]);
}
