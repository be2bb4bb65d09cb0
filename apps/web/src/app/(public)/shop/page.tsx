import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { ShopTop } from '@/features/content/shop-top';
import {
  parseCatalogState,
  type TSearchParamsRecord,
  toProductListQuery,
} from '@/features/shop/catalog-params';
import { prefetchCatalog } from '@/features/shop/prefetch-catalog';
import { ShopCatalogView } from '@/features/shop/shop-catalog-view';

const DESCRIPTION = 'Products from local vendors, delivered to your door, with cash on delivery.';

export const metadata: Metadata = {
  title: 'Shop',
  description: DESCRIPTION,
  openGraph: { title: 'Shop · Bazaar', description: DESCRIPTION },
};

type Props = { searchParams: Promise<TSearchParamsRecord> };

export default async function ShopPage({ searchParams }: Props) {
  const state = parseCatalogState(await searchParams);
  const dehydrated = await prefetchCatalog(toProductListQuery(state));
  return (
    <HydrationBoundary state={dehydrated}>
      <ShopCatalogView top={<ShopTop />} />
    </HydrationBoundary>
  );
}
