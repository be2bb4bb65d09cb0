import type { TPublicStore } from '@bazaar/shared/vendor';
import { type ApiInit, apiFetch } from '@/lib/api-client';

/** GET /store/:slug: an active store's public profile, rating and newest reviews. */
export function fetchStore(slug: string, init: Pick<ApiInit, 'headers' | 'cacheTags'> = {}) {
  return apiFetch<TPublicStore>(`/store/${encodeURIComponent(slug)}`, init);
}
