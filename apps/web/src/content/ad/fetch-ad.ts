import type { TAd, TAdSlot } from '@bazaar/shared/ad';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { publicReadInit } from '@/lib/public-read';
import { type PageRead, readForPage } from '@/lib/server-api';
import { readAd } from './read-ad';

/** The slot's ad read on the server for a page: the ad, null when it has none, or not loaded. */
export async function fetchAd(slot: TAdSlot): Promise<PageRead<TAd | null>> {
  return readForPage(`ad ${slot}`, () => readAd(slot, publicReadInit(PAGE_TAG.ads)));
}
