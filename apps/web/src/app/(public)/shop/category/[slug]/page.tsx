import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { CategoryView } from '@/features/category/category-view';
import {
  parseCatalogState,
  type TSearchParamsRecord,
  toProductListQuery,
} from '@/features/product/catalog-params';
import { decodeSegment, fetchCategoryOrNotFound } from '@/features/product/fetch-catalog';
import { prefetchCatalog } from '@/features/product/prefetch-catalog';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<TSearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await fetchCategoryOrNotFound(decodeSegment((await params).slug));
  const description = `Shop ${category.name} from local vendors on Bazaar: ${category.productCount} products, cash on delivery.`;
  return {
    title: `${category.name} · Shop`,
    description,
    openGraph: {
      title: `${category.name} · Bazaar`,
      description,
      images: category.image ? [category.image] : undefined,
    },
  };
}

export default async function ShopCategoryPage({ params, searchParams }: Props) {
  const [{ slug }, rawParams] = await Promise.all([params, searchParams]);
  const category = await fetchCategoryOrNotFound(decodeSegment(slug));
  const state = { ...parseCatalogState(rawParams), category: category.slug };
  const dehydrated = await prefetchCatalog(toProductListQuery(state));
  return (
    <HydrationBoundary state={dehydrated}>
      <CategoryView category={category} />
    </HydrationBoundary>
  );
}
