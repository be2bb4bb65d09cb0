'use client';

import type { TProductSummary } from '@bazaar/shared/product';
import { SimpleGrid } from '@mantine/core';
import { ProductCard, ProductCardSkeleton } from './product-card';

const COLS = { base: 2, sm: 3, lg: 4 } as const;

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
    <SimpleGrid cols={COLS} spacing={{ base: 'sm', sm: 'md' }} data-testid="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p._id} product={p} eager={i < eagerCount} />
      ))}
    </SimpleGrid>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid cols={COLS} spacing={{ base: 'sm', sm: 'md' }} aria-busy aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
