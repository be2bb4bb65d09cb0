'use client';

import type { TOrderCrossSellResponse } from '@bazaar/shared/cross-sell';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { CrossSellOffer } from './cross-sell-offer';

/** A delivered order's offers: a task for each product that needs one, for the delivery address (decision 049). */
export function OrderCrossSell({ orderId }: { orderId: string }) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const offers = useQuery({
    queryKey: ['cross-sell', 'order', orderId],
    queryFn: ({ signal }) => fetcher<TOrderCrossSellResponse>(`/cross-sell/orders/${orderId}`, { signal }),
    enabled: status === 'authenticated',
  });
  if (offers.isPending) return <Skeleton h={110} radius="lg" />;
  // An offer is a help, not the order: a failed read shows nothing.
  if (!offers.data || offers.data.data.length === 0) return null;
  return (
    <Stack gap="sm">
      {offers.data.data.map((offer) => (
        <CrossSellOffer key={offer.href} offer={offer} from="shop" />
      ))}
    </Stack>
  );
}
