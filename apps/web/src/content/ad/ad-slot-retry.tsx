'use client';

import type { TAdSlot } from '@bazaar/shared/ad';
import { useReadAgain } from '@/lib/use-read-again';
import { AdBanner } from './ad-banner';
import { readAd } from './read-ad';

/**
 * The slot's ad read by the browser, for when the server could not read it: a plain read, so a page
 * with an ad slot loads no query library for it (decision 064).
 */
export function AdSlotRetry({ slot, eager }: { slot: TAdSlot; eager?: boolean | undefined }) {
  const { value: ad } = useReadAgain(`ad:${slot}`, null, (signal) => readAd(slot, { signal }));
  return ad ? <AdBanner ad={ad} eager={eager} /> : null;
}
