import type { Metadata } from 'next';
import { catalogSearchFromSegment } from '@/sections/shop/product/catalog-params';
import { ShopPage, shopMetadata } from '@/sections/shop/product/shop-page';

/** `/shop?…` as the proxy rewrites it: one cached page per set of filters (catalog-params.ts). */
type Props = { params: Promise<{ state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return shopMetadata(catalogSearchFromSegment((await params).state, false));
}

export default async function Page({ params }: Props) {
  return <ShopPage search={catalogSearchFromSegment((await params).state, false)} />;
}
