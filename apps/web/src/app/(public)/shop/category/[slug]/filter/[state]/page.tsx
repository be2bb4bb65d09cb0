import type { Metadata } from 'next';
import { catalogSearchFromSegment } from '@/sections/shop/product/catalog-params';
import { CategoryPage, categoryMetadata } from '@/sections/shop/product/category-page';

/** `/shop/category/{slug}?…` as the proxy rewrites it: one cached page per set of filters. */
type Props = { params: Promise<{ slug: string; state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, state } = await params;
  return categoryMetadata(slug, catalogSearchFromSegment(state, true));
}

export default async function Page({ params }: Props) {
  const { slug, state } = await params;
  return <CategoryPage rawSlug={slug} search={catalogSearchFromSegment(state, true)} />;
}
