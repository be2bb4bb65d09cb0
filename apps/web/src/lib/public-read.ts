import { WEB_SECRET_HEADER } from '@bazaar/shared/constants';
import type { ApiInit } from './api-fetch';
import { getWebSecret } from './env';

/**
 * The init of a read made while rendering a cached public page (docs/product-rules.md "Fast pages"). The page
 * is the same for every visitor, so the web server reads for itself: it shows the web secret and
 * carries no browser's address (the API then counts it against no browser), and never reads the
 * request, which would make the page dynamic. The answer is kept in the page cache under `tags`;
 * the API purges them when what they hold changes.
 */
export function publicReadInit(...tags: string[]): Pick<ApiInit, 'headers' | 'cacheTags'> {
  // While `next build` renders, apiFetch reads nothing (and no secret need be there).
  const secret = process.env.NEXT_PHASE === 'phase-production-build' ? null : getWebSecret();
  return { headers: secret ? { [WEB_SECRET_HEADER]: secret } : {}, cacheTags: tags };
}
