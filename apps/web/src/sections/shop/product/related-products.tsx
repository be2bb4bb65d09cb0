'use client';

import { Box, Skeleton, Stack, Title } from '@mantine/core';
import { ProductCard } from './product-card';
import { useRelatedProducts } from './queries';

const CARD_WIDTH = { base: 168, sm: 210 };

/** More from the same category, as a row that scrolls sideways. */
export function RelatedProducts({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  if (related.data && related.data.length === 0) return null;
  if (related.isError) return null;
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
        {related.data
          ? related.data.map((p) => (
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
