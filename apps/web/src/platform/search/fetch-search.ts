import { SEARCH_ALL_DEFAULT_LIMIT, type TSearchAllResponse } from '@bazaar/shared/search-all';
import { cache } from 'react';
import { searchTextOf } from '@/components/listing/listing-params';
import { apiFetch } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';
import { WEB_SECTIONS } from '@/sections/registry';

/** The text of `/search/{text}`: decoded, trimmed, at most 100 characters, as each section's. */
export const searchAllTextOf = searchTextOf;

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
