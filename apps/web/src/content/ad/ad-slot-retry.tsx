'use client';

import type { TAdSlot } from '@bazaar/shared/ad';
import { AdBanner } from './ad-banner';
import { usePublicAd } from './queries';

/** The slot's ad read by the browser, for when the server could not read it. */
export function AdSlotRetry({ slot, eager }: { slot: TAdSlot; eager?: boolean | undefined }) {
  const { data } = usePublicAd(slot);
  return data ? <AdBanner ad={data} eager={eager} /> : null;
}
