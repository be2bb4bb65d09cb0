import type { Metadata } from 'next';
import { VendorProductsView } from '@/sections/shop/product/vendor-products-view';

export const metadata: Metadata = { title: 'Products' };

export default function VendorProductsPage() {
  return <VendorProductsView />;
}
