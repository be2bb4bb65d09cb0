'use client';

import type { TProductSummary } from '@bazaar/shared/product';
import { Box, Skeleton, Stack, Title } from '@mantine/core';
import { useReadAgain } from '@/lib/use-read-again';
import { ProductCard } from './product-card';
import { readRelatedProducts } from './related-api';

const CARD_WIDTH = { base: 168, sm: 210 };

/**
 * More from the same category, as a row that scrolls sideways: the server render's read, or the
 * browser's when that failed (null), with a plain read (decision 065).
 */
export function RelatedProducts({
  productId,
  serverProducts,
}: {
  productId: string;
  serverProducts: TProductSummary[] | null;
}) {
  const related = useReadAgain(`related-products:${productId}`, serverProducts, (signal) =>
    readRelatedProducts(productId, { signal }),
  );
  if (related.isFailed || related.value?.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="related-heading">
      <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id="related-heading">
        Related products
      </Title>
      <Box
        style={{
          display: 'flex',
          gap: 'var(--mantine-spacing-md)',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          paddingBottom: 8,
        }}
        data-testid="related-products"
      >
        {related.value
          ? related.value.map((p) => (
              <Box key={p._id} w={CARD_WIDTH} style={{ flexShrink: 0, scrollSnapAlign: 'start' }}>
                <ProductCard product={p} />
              </Box>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} w={CARD_WIDTH} h={300} radius="lg" style={{ flexShrink: 0 }} />
            ))}
      </Box>
    </Stack>
  );
}
