import type { TCrossSellLinkFrom, TCrossSellOffer, TCrossSellOfferResponse } from '@bazaar/shared/cross-sell';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { apiFetch, NOT_READ_WHILE_BUILDING } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';

// Server only: read while a cached page renders (lib/public-read.ts); the browser's counts are in count.ts.

/**
 * The task a product or rental page offers (GET /cross-sell/offer/:from/:id), read while its cached
 * page renders, under the page's own tags and the links' tag (an admin's change purges it). None when it
 * cannot be read: the page does not fail for an offer.
 */
export async function fetchCrossSellOffer(
  from: TCrossSellLinkFrom,
  id: string,
  pageTags: readonly string[],
): Promise<TCrossSellOffer | null> {
  try {
    const res = await apiFetch<TCrossSellOfferResponse>(
      `/cross-sell/offer/${from}/${encodeURIComponent(id)}`,
      publicReadInit(...pageTags, PAGE_TAG.crossSell),
    );
    return res.data;
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === NOT_READ_WHILE_BUILDING) throw err;
    return null;
  }
}
