import type { TAd, TAdSlot } from '@bazaar/shared/ad';
import { apiFetch, errorStatus } from '@/lib/api-client';

// Server reads for the public pages. An ad is decoration: when the API cannot answer,
// the page renders without it instead of failing.

/** GET /ad/:slot: the slot's ad, or null when it has none (404) or the API failed. */
export async function fetchAd(slot: TAdSlot): Promise<TAd | null> {
  try {
    return await apiFetch<TAd>(`/ad/${slot}`);
  } catch (err) {
    if (errorStatus(err) !== 404) console.warn(`ad ${slot} could not be loaded`);
    return null;
  }
}
