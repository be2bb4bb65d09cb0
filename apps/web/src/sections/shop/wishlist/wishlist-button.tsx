'use client';

import { ActionIcon, Anchor, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { IntentLink } from '@/components/intent-link';
import { buildSignInHref } from '@/lib/sign-in-href';
import { useCartSession } from '../cart/queries';
import { useToggleWishlist, useWishlistIds } from './queries';

/** A heart that saves the product to the buyer's wishlist; guests are asked to sign in first. */
export function WishlistButton({ productId }: { productId: string }) {
  const { status, isUser } = useCartSession();
  const pathname = usePathname();
  const [signInHref, setSignInHref] = useState(() => buildSignInHref(pathname));
  const { data: savedIds } = useWishlistIds();
  const toggle = useToggleWishlist();
  const isSaved = savedIds?.has(productId) ?? false;

  if (!isUser) {
    const isSignedInWithoutUserRole = status === 'authenticated';
    return (
      <Popover width={240} position="bottom" withArrow shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Add to wishlist"
            disabled={status === 'loading'}
            // The query string is read on click: reading it during render would opt the page out of
            // static rendering.
            onClick={() => setSignInHref(buildSignInHref(pathname, window.location.search))}
            data-testid="wishlist-button"
          >
            <IconHeart aria-hidden size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          {isSignedInWithoutUserRole ? (
            <Text size="sm">The wishlist belongs to buyer accounts.</Text>
          ) : (
            <Stack gap={6}>
              <Text size="sm">Sign in to save products to your wishlist.</Text>
              <Anchor component={IntentLink} href={signInHref} size="sm" fw={600}>
                Sign in
              </Anchor>
            </Stack>
          )}
        </Popover.Dropdown>
      </Popover>
    );
  }

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
