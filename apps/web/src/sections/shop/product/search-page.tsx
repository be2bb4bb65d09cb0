import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { parseCatalogState, toProductListQuery } from './catalog-params';
import { decodeSegment } from './fetch-catalog';
import { prefetchCatalog } from './prefetch-catalog';
import { SearchView } from './search-view';

/** The API caps search text at 100 characters; a longer URL segment is cut rather than refused. */
const MAX_SEARCH_LENGTH = 100;

export function searchTextOf(rawText: string): string {
  return decodeSegment(rawText).trim().slice(0, MAX_SEARCH_LENGTH);
}

export function searchMetadata(rawText: string): Metadata {
  return { title: `Results for “${searchTextOf(rawText)}” in Shop`, robots: { index: false } };
}

export async function SearchPage({ rawText, search }: { rawText: string; search: string }) {
  const text = searchTextOf(rawText);
  // Search text is required: a blank one (/…/search/%20) is the section's own listing.
  if (!text) redirect('/shop');
  const state = parseCatalogState(new URLSearchParams(search));
  const dehydrated = await prefetchCatalog(toProductListQuery(state, text));
  return <SearchView text={text} search={search} initial={dehydrated} />;
}
