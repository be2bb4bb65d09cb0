import type { Metadata } from 'next';
import { canonicalOf } from './catalog-pages';
import { parseCatalogState, toProductListQuery } from './catalog-params';
import { CategoryView } from './category-view';
import { decodeSegment, fetchCategoryOrNotFound } from './fetch-catalog';
import { prefetchCatalog } from './prefetch-catalog';

export async function categoryMetadata(rawSlug: string, search: string): Promise<Metadata> {
  const category = await fetchCategoryOrNotFound(decodeSegment(rawSlug));
  const description = `Shop ${category.name} from local vendors on Bazaar: ${category.productCount} products, cash on delivery.`;
  return {
    title: `${category.name} · Shop`,
    description,
    alternates: canonicalOf(`/shop/category/${category.slug}`, search),
    openGraph: {
      title: `${category.name} · Bazaar`,
      description,
      images: category.image ? [category.image] : undefined,
    },
  };
}

export async function CategoryPage({ rawSlug, search }: { rawSlug: string; search: string }) {
  const category = await fetchCategoryOrNotFound(decodeSegment(rawSlug));
  const state = { ...parseCatalogState(new URLSearchParams(search)), category: category.slug };
  const dehydrated = await prefetchCatalog(toProductListQuery(state));
  return <CategoryView category={category} search={search} initial={dehydrated} />;
}
