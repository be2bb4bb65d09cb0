'use client';

import type { TCartLineInput } from '@bazaar/shared/cart';
import { Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { signedInLazy } from '@/lib/signed-in-part';
import { addToGuestCart } from './add-to-guest-cart';
import { useCartSession } from './cart-session';

export type AddToCartButtonProps = {
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

/** The button itself, adding with `add` (the guest cart's or the buyer's), busy while it waits. */
export function CartAddButton({
  productId,
  variantId = null,
  maxQuantity,
  quantity = 1,
  disabled,
  size,
  fullWidth,
  add,
}: AddToCartButtonProps & { add?: (line: TCartLineInput, maxQuantity: number) => unknown }) {
  const [isBusy, setIsBusy] = useState(false);
  const isOut = maxQuantity <= 0;

  const handleClick = () => {
    if (!add) return;
    const added = add({ productId, variantId, quantity: Math.max(1, quantity) }, maxQuantity);
    // The guest cart adds at once: a spinner shown and hidden in the same tap would only cost the
    // phone a render before it can paint the new count (docs/benchmarks.md, INP). A buyer's add waits
    // on the server, and the button says so.
    if (!(added instanceof Promise)) return;
    setIsBusy(true);
    void added.finally(() => setIsBusy(false)).catch(() => undefined);
  };

  return (
    <Button
      leftSection={<IconShoppingCartPlus aria-hidden size={18} />}
      onClick={handleClick}
      loading={isBusy}
      disabled={disabled || isOut || !add}
      size={size}
      fullWidth={fullWidth}
      data-testid="add-to-cart"
    >
      {isOut ? 'Out of stock' : 'Add to cart'}
    </Button>
  );
}

// A buyer adds to their cart on the server through its query (the header's count and the cart page
// follow); that part loads with the query library only for them (decision 065), the button held in
// its place meanwhile.
const BuyerAddToCartButton = lazy(
  signedInLazy(() => import('./buyer-add-to-cart-button').then((m) => m.BuyerAddToCartButton)),
);

/** Adds to the buyer's cart, or to the local guest cart before sign-in; waits while the session is read. */
export function AddToCartButton(props: AddToCartButtonProps) {
  const { status, isUser } = useCartSession();
  if (isUser) {
    return (
      <Suspense fallback={<CartAddButton {...props} />}>
        <BuyerAddToCartButton {...props} />
      </Suspense>
    );
  }
  return <CartAddButton {...props} add={status === 'loading' ? undefined : addToGuestCart} />;
}
