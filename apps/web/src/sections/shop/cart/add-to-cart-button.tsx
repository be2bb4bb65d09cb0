'use client';

import { Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCart } from './use-cart';

type AddToCartButtonProps = {
  productId: string;
  variantId?: string | null;
  /** Stock of the product or chosen variant: nothing can be added past it. */
  maxQuantity: number;
  /** Units to add (the product page's quantity field); 1 by default. */
  quantity?: number;
  disabled?: boolean;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
};

/** Adds to the buyer's cart, or to the local guest cart before sign-in. */
export function AddToCartButton({
  productId,
  variantId = null,
  maxQuantity,
  quantity = 1,
  disabled,
  size,
  fullWidth,
}: AddToCartButtonProps) {
  const { add } = useCart();
  const [isBusy, setIsBusy] = useState(false);
  const isOut = maxQuantity <= 0;

  const handleClick = async () => {
    setIsBusy(true);
    try {
      await add({ productId, variantId, quantity: Math.max(1, quantity) }, { maxQuantity });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Button
      leftSection={<IconShoppingCartPlus aria-hidden size={18} />}
      onClick={handleClick}
      loading={isBusy}
      disabled={disabled || isOut}
      size={size}
      fullWidth={fullWidth}
      data-testid="add-to-cart"
    >
      {isOut ? 'Out of stock' : 'Add to cart'}
    </Button>
  );
}
