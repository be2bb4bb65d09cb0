import type { Metadata } from 'next';
import { catalogSearchFromSegment } from '@/sections/shop/product/catalog-params';
import { SearchPage, searchMetadata } from '@/sections/shop/product/search-page';

/** `/shop/search/{text}?…` as the proxy rewrites it: one cached page per set of filters. */
type Props = { params: Promise<{ text: string; state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata((await params).text);
}

export default async function Page({ params }: Props) {
  const { text, state } = await params;
  return <SearchPage rawText={text} search={catalogSearchFromSegment(state, false)} />;
}
