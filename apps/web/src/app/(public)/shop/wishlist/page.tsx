import type { Metadata } from 'next';
import { QueryProvider } from '@/lib/query-provider';
import { WishlistView } from '@/sections/shop/wishlist/wishlist-view';

export const metadata: Metadata = {
  title: 'Wishlist',
  description: 'Products you saved on Bazaar.',
  robots: { index: false },
};

export default function WishlistPage() {
  return (
    <QueryProvider>
      <WishlistView />
    </QueryProvider>
  );
}
