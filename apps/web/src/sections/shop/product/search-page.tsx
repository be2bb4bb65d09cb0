import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { searchPageMetadata } from '@/components/listing/listing-metadata';
import { searchTextOf } from '@/components/listing/listing-params';
import { parseCatalogState, toProductListQuery } from './catalog-params';
import { prefetchCatalog } from './prefetch-catalog';
import { SearchView } from './search-view';

export function searchMetadata(rawText: string): Metadata {
  return searchPageMetadata(searchTextOf(rawText), 'shop');
}

export async function SearchPage({ rawText, search }: { rawText: string; search: string }) {
  const text = searchTextOf(rawText);
  // Search text is required: a blank one (/…/search/%20) is the section's own listing.
  if (!text) redirect('/shop');
  const state = parseCatalogState(new URLSearchParams(search));
  const dehydrated = await prefetchCatalog(toProductListQuery(state, text));
  return <SearchView text={text} search={search} initial={dehydrated} />;
}
