'use client';

import { IconShoppingCart } from '@tabler/icons-react';
import { PlainActionIcon } from '@/components/plain-action-icon';
import { PlainIndicator } from '@/components/plain-indicator';
import { useCartCount } from './cart-count';

/** Cart link with the number of cart lines as its badge. */
export function CartButton() {
  const count = useCartCount();
  return (
    <PlainIndicator
      label={count > 99 ? '99+' : count}
      hidden={count === 0}
      size={18}
      offset={6}
      color="red"
      inline
    >
      <PlainActionIcon
        href="/shop/viewcart"
        look="subtle"
        size="lg"
        label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
        data-testid="cart-link"
      >
        <IconShoppingCart aria-hidden size={22} stroke={1.6} />
      </PlainActionIcon>
    </PlainIndicator>
  );
}
