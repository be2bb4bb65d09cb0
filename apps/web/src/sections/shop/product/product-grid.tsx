'use client';

import type { TProductSummary } from '@bazaar/shared/product';
import { ListingGrid } from '@/components/listing/listing-grid';
import { ProductCard, ProductCardSkeleton } from './product-card';

/**
 * Cards in a responsive grid: two on a phone, four on a wide screen. The first `eagerCount` pictures
 * load at once (the top row is the page's largest paint); pass 0 when something above is (a slider),
 * or their preloads compete with it.
 */
export function ProductGrid({
  products,
  eagerCount = 4,
}: {
  products: TProductSummary[];
  eagerCount?: number;
}) {
  return (
    <ListingGrid look="products" testId="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p._id} product={p} eager={i < eagerCount} />
      ))}
    </ListingGrid>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ListingGrid look="products" loading="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </ListingGrid>
  );
}
