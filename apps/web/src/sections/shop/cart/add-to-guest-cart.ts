import type { TCartLineInput } from '@bazaar/shared/cart';
import { CART_LINE_MAX_QUANTITY } from '@bazaar/shared/cart-constants';
import { showSuccessToast } from '@/lib/toast';
import { guestCartStore, guestLineId } from './guest-cart-store';

/**
 * Adds to the guest cart in local storage, never past `maxQuantity` (the stock) or the cart's own cap,
 * and says what happened: added, or how many the cart already holds when the stock stops it. True when
 * the cart now holds more. A file of its own: a visitor's product page adds with it and no query library
 * (decision 065); `useCart` adds a guest's line with it too.
 */
export function addToGuestCart(line: TCartLineInput, maxQuantity = CART_LINE_MAX_QUANTITY): boolean {
  const max = Math.min(maxQuantity, CART_LINE_MAX_QUANTITY);
  const before =
    guestCartStore.getSnapshot().find((l) => guestLineId(l) === guestLineId(line))?.quantity ?? 0;
  const after = guestCartStore.add(line, max);
  if (after - before < line.quantity) {
    showSuccessToast({
      title: after > before ? 'Added to cart' : 'Already in your cart',
      message: `Only ${max} left, and your cart holds ${after}.`,
    });
  } else {
    showSuccessToast({
      title: 'Added to cart',
      message: 'Sign in at checkout; your cart comes with you.',
    });
  }
  return after > before;
}
