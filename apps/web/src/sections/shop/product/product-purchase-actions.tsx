'use client';

import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { HydratedFieldset } from '@/components/form/form';
import { WholeNumberInput } from '@/components/form/whole-number-input';
import { AddToCartButton } from '@/sections/shop/cart/add-to-cart-button';
import { WishlistButton } from '@/sections/shop/wishlist/wishlist-button';
import { useScrolledPast } from './use-scrolled-past';

// The phone's bar with the price and the button, once the page's own have scrolled away: loaded then.
const StickyBuyBar = dynamic(() => import('./sticky-buy-bar').then((m) => m.StickyBuyBar));

/** Few enough left that a shopper should know. */
const LOW_STOCK = 5;

/** In stock / only N left / out of stock, for the chosen variant (or the product). */
export function StockState({ stock }: { stock: number }) {
  if (stock <= 0) {
    return (
      <Badge
        color="red"
        variant="light"
        size="lg"
        leftSection={<IconCircleX aria-hidden size={14} />}
        data-testid="stock-state"
      >
        Out of stock
      </Badge>
    );
  }
  if (stock <= LOW_STOCK) {
    return (
      <Badge
        color="orange"
        variant="light"
        size="lg"
        leftSection={<IconAlertTriangle aria-hidden size={14} />}
        data-testid="stock-state"
      >
        Only {stock} left
      </Badge>
    );
  }
  return (
    <Badge
      color="teal"
      variant="light"
      size="lg"
      leftSection={<IconCircleCheck aria-hidden size={14} />}
      data-testid="stock-state"
    >
      In stock
    </Badge>
  );
}

type ProductPurchaseActionsProps = {
  productId: string;
  variantId: string | null;
  /** Stock of the chosen variant, or of the product when it has none. */
  stock: number;
  /** For the phone's sticky buy bar: what it names and costs (of the chosen variant). */
  name: string;
  price: number;
  mrp: number | null;
};

/**
 * Where buying happens on the product page: quantity (kept within stock), stock state, cart and
 * wishlist; disabled until the server-rendered page has hydrated, when a click would do nothing.
 */
export function ProductPurchaseActions({
  productId,
  variantId,
  stock,
  name,
  price,
  mrp,
}: ProductPurchaseActionsProps) {
  const [quantity, setQuantity] = useState(1);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const isOut = stock <= 0;
  const isPastButtons = useScrolledPast(buttonsRef);
  // Switching to a variant with less stock must not leave a quantity it cannot cover.
  useEffect(() => {
    setQuantity((q) => Math.max(1, Math.min(q, stock)));
  }, [stock]);

  return (
    <HydratedFieldset>
      <Stack
        gap="sm"
        data-product-id={productId}
        data-variant-id={variantId ?? undefined}
        data-quantity={quantity}
      >
        <Group gap="md" align="flex-end" wrap="wrap">
          <WholeNumberInput
            label="Quantity"
            value={String(quantity)}
            // Within 1 and the stock at once: typed past the stock, the field holds the stock and says so below.
            onChange={(digits) => setQuantity(Math.max(1, Math.min(Number(digits) || 1, Math.max(stock, 1))))}
            min={1}
            max={Math.max(stock, 1)}
            grouped={false}
            withControls
            disabled={isOut}
            w={120}
          />
          <StockState stock={stock} />
        </Group>
        {/* Asked for more than there is, the field holds the stock: say so rather than silently. */}
        {!isOut && stock > 1 && quantity >= stock ? (
          <Text size="xs" c="dimmed" data-testid="quantity-at-stock">
            That is all {stock} in stock.
          </Text>
        ) : null}
        <Group gap="sm" wrap="nowrap" ref={buttonsRef}>
          <AddToCartButton
            productId={productId}
            variantId={variantId}
            maxQuantity={stock}
            quantity={quantity}
            disabled={isOut}
            size="md"
            fullWidth
          />
          <WishlistButton productId={productId} />
        </Group>
        {isOut ? (
          <Text size="sm" c="dimmed">
            {variantId
              ? 'This option is sold out. Another option may be in stock.'
              : 'Sold out for now. Check back soon.'}
          </Text>
        ) : null}
      </Stack>
      {isPastButtons ? (
        <StickyBuyBar
          name={name}
          price={price}
          mrp={mrp}
          productId={productId}
          variantId={variantId}
          stock={stock}
          quantity={quantity}
        />
      ) : null}
    </HydratedFieldset>
  );
}
