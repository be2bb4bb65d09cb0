'use client';

import type { TProductSummary } from '@bazaar/shared/catalog';
import { Badge, Card, Skeleton, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { RatingStars } from './rating-stars';

/** A product in a listing: picture, name, price with any discount, rating and stock. */
export function ProductCard({ product, eager }: { product: TProductSummary; eager?: boolean }) {
  return (
    <Card
      component={Link}
      href={`/shop/product/${product.slug}`}
      padding={0}
      className="bz-link-plain"
      data-testid="product-card"
      data-category={product.category.slug}
      h="100%"
    >
      <Card.Section pos="relative">
        <ProductImage src={product.image} alt={product.name} eager={eager} />
        {!product.inStock ? (
          <Badge color="gray" variant="filled" pos="absolute" top={8} left={8} size="sm">
            Out of stock
          </Badge>
        ) : null}
      </Card.Section>
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {product.category.name}
        </Text>
        <Text fw={600} size="sm" lineClamp={2} lh={1.35} mih={38} data-testid="product-name">
          {product.name}
        </Text>
        <PriceTag price={product.price} mrp={product.mrp} />
        <RatingStars rating={product.rating} count={product.ratingCount} />
      </Stack>
    </Card>
  );
}

/** Holds a card's place while a page of products loads. */
export function ProductCardSkeleton() {
  return (
    <Card padding={0} h="100%" aria-hidden data-testid="product-card-skeleton">
      <Card.Section>
        <Skeleton style={{ aspectRatio: '1 / 1' }} h="auto" radius={0} />
      </Card.Section>
      <Stack gap={8} p="sm">
        <Skeleton h={10} w="40%" />
        <Skeleton h={12} w="90%" />
        <Skeleton h={12} w="70%" />
        <Skeleton h={16} w="50%" />
        <Skeleton h={10} w="45%" />
      </Stack>
    </Card>
  );
}
