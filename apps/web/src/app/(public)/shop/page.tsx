import { ShopPage, shopMetadata } from '@/sections/shop/product/shop-page';

export const metadata = shopMetadata('');

export default function Page() {
  return <ShopPage search="" />;
}
