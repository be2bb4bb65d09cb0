import type { TProductSummary } from '@bazaar/shared/product';
import { type ApiInit, apiFetch } from '@/lib/api-client';

/**
 * GET /product/:id/related, for the server render of a product page and the browser's read again. Not
 * in `catalogApi`: that brings the catalogue's query parameters with it into the product page's first
 * load (decision 065).
 */
export function readRelatedProducts(productId: string, init: ApiInit = {}): Promise<TProductSummary[]> {
  return apiFetch<TProductSummary[]>(`/product/${encodeURIComponent(productId)}/related`, init);
}
