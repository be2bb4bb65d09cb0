import type { ReactNode } from 'react';
import { QueryProvider } from '@/lib/query-provider';

/**
 * The shop's pages read through TanStack Query: its listings hydrate their first page into it, a product's
 * cart, wishlist and reviews, the cart and wishlist pages (decision 057).
 */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
