'use client';

import { type AddToCartButtonProps, CartAddButton } from './add-to-cart-button';
import { useCart } from './use-cart';

/** A buyer's "Add to cart": to their cart on the server, through the cart's query (decision 065). */
export function BuyerAddToCartButton(props: AddToCartButtonProps) {
  const { add } = useCart();
  return <CartAddButton {...props} add={(line, maxQuantity) => add(line, { maxQuantity })} />;
}
