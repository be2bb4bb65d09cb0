'use client';

import { Box, Group, Text } from '@mantine/core';
import { AddToCartButton } from '@/sections/shop/cart/add-to-cart-button';
import { PriceTag } from './price-tag';

type StickyBuyBarProps = {
  name: string;
  price: number;
  mrp: number | null;
  productId: string;
  variantId: string | null;
  stock: number;
  quantity: number;
};

/**
 * A phone's product page: once the add-to-cart button has scrolled away, a bar above the bottom tabs
 * keeps the price and the button at hand (same product, option and quantity). Rendered once the page's
 * own button has scrolled away (`useScrolledPast`), and loaded then (decision 065).
 */
export function StickyBuyBar({ name, price, mrp, productId, variantId, stock, quantity }: StickyBuyBarProps) {
  return (
    <Box
      hiddenFrom="sm"
      pos="fixed"
      left={0}
      right={0}
      px="md"
      py="xs"
      bg="var(--mantine-color-body)"
      data-testid="sticky-buy-bar"
      style={{
        // Right above the bottom tabs (64 px and their 1 px top border, mobile-tab-bar.tsx), below
        // drawers and modals.
        bottom: 'calc(65px + env(safe-area-inset-bottom))',
        zIndex: 149,
        borderTop: '1px solid var(--mantine-color-default-border)',
        boxShadow: '0 -4px 16px rgba(0,0,0,0.08)',
      }}
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {name}
          </Text>
          <PriceTag price={price} mrp={mrp} />
        </Box>
        <Box style={{ flexShrink: 0 }}>
          <AddToCartButton
            productId={productId}
            variantId={variantId}
            maxQuantity={stock}
            quantity={quantity}
            disabled={stock <= 0}
            size="sm"
          />
        </Box>
      </Group>
    </Box>
  );
}
