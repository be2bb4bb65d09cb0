import type { Metadata } from 'next';
import { QueryProvider } from '@/lib/query-provider';
import { CartView } from '@/sections/shop/cart/cart-view';

export const metadata: Metadata = {
  title: 'Your cart',
  description: 'The products in your Bazaar cart, with live prices and stock.',
  robots: { index: false },
};

export default function ViewCartPage() {
  return (
    <QueryProvider>
      <CartView />
    </QueryProvider>
  );
}
