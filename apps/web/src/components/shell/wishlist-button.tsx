'use client';

import { ActionIcon } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import Link from 'next/link';

export function WishlistButton() {
  return (
    <ActionIcon
      component={Link}
      href="/shop/wishlist"
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Wishlist"
    >
      <IconHeart size={22} stroke={1.6} />
    </ActionIcon>
  );
}
