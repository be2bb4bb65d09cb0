import type { Metadata } from 'next';
import { catalogSearchFromSegment } from '@/sections/shop/product/catalog-params';
import { StorePage, storeMetadata } from '@/sections/shop/store/store-pages';

/** `/shop/store/{slug}?…` as the proxy rewrites it: one cached page per set of filters. */
type Props = { params: Promise<{ slug: string; state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, state } = await params;
  return storeMetadata(slug, catalogSearchFromSegment(state, false, true));
}

export default async function Page({ params }: Props) {
  const { slug, state } = await params;
  return <StorePage rawSlug={slug} search={catalogSearchFromSegment(state, false, true)} />;
}
