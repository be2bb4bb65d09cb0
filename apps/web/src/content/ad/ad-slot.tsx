import type { TAdSlot } from '@bazaar/shared/ad';
import { AdBanner } from './ad-banner';
import { AdSlotRetry } from './ad-slot-retry';
import { fetchAd } from './fetch-ad';

/**
 * Server component: the slot's active ad, or nothing at all. When the server could not read it,
 * the browser asks again rather than the page silently going without.
 */
export async function AdSlot({ slot, eager }: { slot: TAdSlot; eager?: boolean }) {
  const read = await fetchAd(slot);
  if (!read.isLoaded) return <AdSlotRetry slot={slot} eager={eager} />;
  return read.value ? <AdBanner ad={read.value} eager={eager} /> : null;
}
