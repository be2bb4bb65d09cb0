'use client';

import { Box, Group, Text } from '@mantine/core';
import { type RefObject, useEffect, useState } from 'react';
import { AddToCartButton } from '@/sections/shop/cart/add-to-cart-button';
import { PriceTag } from './price-tag';

type StickyBuyBarProps = {
  /** The page's own add-to-cart row: the bar shows once it has scrolled away above the screen. */
  anchorRef: RefObject<HTMLElement | null>;
  name: string;
  price: number;
  mrp: number | null;
  productId: string;
  variantId: string | null;
  stock: number;
  quantity: number;
};

/** Whether `ref`'s element has scrolled up past the top of the screen (not merely below it). */
function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the screen, so the element counts as "in" while it is on or below
    // the screen and "out" only above it: a jump straight past it (a link to #ratings) is a crossing
    // too, which it would not be between "below" and "above" an ordinary root.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setIsPast(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return isPast;
}

/**
 * A phone's product page: once the add-to-cart button has scrolled away, a bar above the bottom tabs
 * keeps the price and the button at hand (same product, option and quantity).
 */
export function StickyBuyBar({
  anchorRef,
  name,
  price,
  mrp,
  productId,
  variantId,
  stock,
  quantity,
}: StickyBuyBarProps) {
  const isShown = useScrolledPast(anchorRef);
  if (!isShown) return null;
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
