import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import {
  parseCatalogState,
  type TSearchParamsRecord,
  toProductListQuery,
} from '@/features/product/catalog-params';
import { prefetchCatalog } from '@/features/product/prefetch-catalog';
import { ShopCatalogView } from '@/features/product/shop-catalog-view';
import { ShopTop } from '@/features/product/shop-top';

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
