import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { parseCatalogState, toProductListQuery } from './catalog-params';
import { CategoryView } from './category-view';
import { decodeSegment, fetchCategoryOrNotFound } from './fetch-catalog';
import { prefetchCatalog } from './prefetch-catalog';
import { SearchView } from './search-view';
import { ShopCatalogView } from './shop-catalog-view';
import { ShopBottomAd, ShopTop } from './shop-top';

// The three catalogue pages, each served plain (`/shop`) and as its cached filtered views
// (`/shop/filter/{state}`, which the proxy rewrites `/shop?…` to). `search` is the canonical query
// string of the filters, '' on the plain page; the route files only read their segments.

const SHOP_DESCRIPTION = 'Products from local vendors, delivered to your door, with cash on delivery.';

/** A filtered view names its query form as the page's address (its internal one is no page of its own). */
function canonicalOf(path: string, search: string): Metadata['alternates'] {
  return { canonical: `${path}${search}` };
}

export function shopMetadata(search: string): Metadata {
  return {
    title: 'Shop',
    description: SHOP_DESCRIPTION,
    alternates: canonicalOf('/shop', search),
    openGraph: { title: 'Shop · Bazaar', description: SHOP_DESCRIPTION },
  };
}

export async function ShopPage({ search }: { search: string }) {
  const state = parseCatalogState(new URLSearchParams(search));
  const dehydrated = await prefetchCatalog(toProductListQuery(state));
  return <ShopCatalogView top={<ShopTop />} bottom={<ShopBottomAd />} search={search} initial={dehydrated} />;
}

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
