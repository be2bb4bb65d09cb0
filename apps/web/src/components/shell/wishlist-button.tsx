'use client';

import { ActionIcon } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';

export function WishlistButton() {
  return (
    <ActionIcon
      component={IntentLink}
      href="/shop/wishlist"
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Wishlist"
    >
      <IconHeart aria-hidden size={22} stroke={1.6} />
    </ActionIcon>
  );
}
