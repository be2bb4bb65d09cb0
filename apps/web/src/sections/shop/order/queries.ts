'use client';

import type { TOrderActorRole, TOrderDetail } from '@bazaar/shared/order';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';

/** Which API an order view speaks to: the buyer's, the store's or the back office's. */
export type TOrderArea = 'user' | 'vendor' | 'admin';

/** Who moves the order in each area (the role in ORDER_FLOW). */
export const ORDER_ROLE: Record<TOrderArea, TOrderActorRole> = {
  user: 'User',
  vendor: 'Vendor',
  admin: 'Admin',
};

export const ORDER_API_BASE: Record<TOrderArea, string> = {
  user: '/order/user/orders',
  vendor: '/vendor/orders',
  admin: '/admin/orders',
};

export const orderKeys = {
  all: ['orders'] as const,
  lists: (area: TOrderArea) => [...orderKeys.all, area, 'list'] as const,
  detail: (area: TOrderArea, id: string) => [...orderKeys.all, area, 'detail', id] as const,
};

export const USER_ORDERS_PAGE_SIZE = 10;

/** One order with history and delivery, from the area's API; disabled without an id. */
export function useOrderDetail(area: TOrderArea, id: string | null) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: orderKeys.detail(area, id ?? ''),
    queryFn: ({ signal }) => fetcher<TOrderDetail>(`${ORDER_API_BASE[area]}/${id}`, { signal }),
    enabled: Boolean(id) && status === 'authenticated',
  });
}
