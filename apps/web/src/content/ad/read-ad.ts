import type { TAd, TAdSlot } from '@bazaar/shared/ad';
import { type ApiInit, apiFetch, errorStatus } from '@/lib/api-client';

/** GET /ad/:slot, from the server or the browser: the slot's ad, or null when it has none (404). */
export async function readAd(
  slot: TAdSlot,
  init: Pick<ApiInit, 'signal' | 'headers' | 'cacheTags'> = {},
): Promise<TAd | null> {
  try {
    return await apiFetch<TAd>(`/ad/${slot}`, init);
  } catch (err) {
    if (errorStatus(err) === 404) return null;
    throw err;
  }
}
