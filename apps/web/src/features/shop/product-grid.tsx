'use client';

import type { TProductSummary } from '@bazaar/shared/catalog';
import { SimpleGrid } from '@mantine/core';
import { ProductCard, ProductCardSkeleton } from './product-card';

const COLS = { base: 2, sm: 3, lg: 4 } as const;

/** Cards in a responsive grid: two on a phone, four on a wide screen. */
export function ProductGrid({ products }: { products: TProductSummary[] }) {
  return (
    <SimpleGrid cols={COLS} spacing={{ base: 'sm', sm: 'md' }} data-testid="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p._id} product={p} eager={i < 4} />
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
