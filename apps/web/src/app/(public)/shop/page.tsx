import { ShopPage, shopMetadata } from '@/features/product/catalog-pages';

export const metadata = shopMetadata('');

export default function Page() {
  return <ShopPage search="" />;
}
