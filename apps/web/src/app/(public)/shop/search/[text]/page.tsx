import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import {
  parseCatalogState,
  type TSearchParamsRecord,
  toProductListQuery,
} from '@/features/product/catalog-params';
import { decodeSegment } from '@/features/product/fetch-catalog';
import { prefetchCatalog } from '@/features/product/prefetch-catalog';
import { SearchView } from '@/features/product/search-view';

type Props = { params: Promise<{ text: string }>; searchParams: Promise<TSearchParamsRecord> };

/** The API caps search text at 100 characters; a longer URL segment is cut rather than refused. */
const MAX_SEARCH_LENGTH = 100;

async function readText(params: Props['params']): Promise<string> {
  const { text } = await params;
  return decodeSegment(text).trim().slice(0, MAX_SEARCH_LENGTH);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const text = await readText(params);
  return { title: `Results for “${text}” in Shop`, robots: { index: false } };
}

export default async function ShopSearchPage({ params, searchParams }: Props) {
  const [text, rawParams] = await Promise.all([readText(params), searchParams]);
  const dehydrated = await prefetchCatalog(toProductListQuery(parseCatalogState(rawParams), text));
  return (
    <HydrationBoundary state={dehydrated}>
      <SearchView text={text} />
    </HydrationBoundary>
  );
}
