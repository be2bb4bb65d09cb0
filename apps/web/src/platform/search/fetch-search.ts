import { SEARCH_ALL_DEFAULT_LIMIT, type TSearchAllResponse } from '@bazaar/shared/search-all';
import { cache } from 'react';
import { apiFetch } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';
import { WEB_SECTIONS } from '@/sections/registry';

/** The longest search text, as each section's search page cuts it. */
const MAX_SEARCH_LENGTH = 100;

/** The text of `/search/{text}`: decoded, trimmed, at most 100 characters. */
export function searchAllTextOf(rawText: string): string {
  let text = rawText;
  try {
    text = decodeURIComponent(rawText);
  } catch {
    // keep the raw segment
  }
  return text.trim().slice(0, MAX_SEARCH_LENGTH);
}

/**
 * GET /search for a cached page: kept under every section's list tags (the registry's), so a change to
 * any section's listings reaches it as it reaches that section's own search page.
 */
export const fetchSearchAll = cache(
  (text: string): Promise<TSearchAllResponse> =>
    apiFetch<TSearchAllResponse>('/search', {
      query: { q: text, limit: SEARCH_ALL_DEFAULT_LIMIT },
      ...publicReadInit(...WEB_SECTIONS.flatMap((section) => section.sitemapTags)),
    }),
);
