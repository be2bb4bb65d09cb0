import type { Metadata } from 'next';
import { canonicalOf } from './catalog-pages';
import { parseCatalogState, toProductListQuery } from './catalog-params';
import { prefetchCatalog } from './prefetch-catalog';
import { ShopCatalogView } from './shop-catalog-view';
import { ShopBottomAd, ShopTop } from './shop-top';

const SHOP_DESCRIPTION = 'Products from local vendors, delivered to your door, with cash on delivery.';

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
