'use client';

import { IconHeart } from '@tabler/icons-react';
import { PlainActionIcon } from '@/components/plain-action-icon';

export function WishlistButton() {
  return (
    <PlainActionIcon href="/shop/wishlist" look="subtle" size="lg" label="Wishlist">
      <IconHeart aria-hidden size={22} stroke={1.6} />
    </PlainActionIcon>
  );
}
