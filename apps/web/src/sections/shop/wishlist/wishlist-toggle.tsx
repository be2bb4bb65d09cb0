'use client';

import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useToggleWishlist, useWishlistIds } from './queries';

/** A buyer's heart: saves the product to their wishlist or takes it out. */
export function WishlistToggle({ productId }: { productId: string }) {
  const { data: savedIds } = useWishlistIds();
  const toggle = useToggleWishlist();
  const isSaved = savedIds?.has(productId) ?? false;
  const label = isSaved ? 'Remove from wishlist' : 'Add to wishlist';
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={isSaved ? 'light' : 'default'}
        color={isSaved ? 'red' : 'gray'}
        size="lg"
        aria-label={label}
        aria-pressed={isSaved}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ productId, save: !isSaved })}
        data-testid="wishlist-button"
      >
        {isSaved ? <IconHeartFilled aria-hidden size={20} /> : <IconHeart aria-hidden size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
