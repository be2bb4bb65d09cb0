import { ShopPage, shopMetadata } from '@/sections/shop/product/catalog-pages';

export const metadata = shopMetadata('');

export default function Page() {
  return <ShopPage search="" />;
}
