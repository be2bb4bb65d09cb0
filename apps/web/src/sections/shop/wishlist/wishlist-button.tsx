'use client';

import { IconHeart } from '@tabler/icons-react';
import { usePathname, useRouter } from 'next/navigation';
import { PlainActionIcon } from '@/components/plain-action-icon';
import { buildSignInHref } from '@/lib/sign-in-href';
import { signedInPart } from '@/lib/signed-in-part';
import { useCartSession } from '../cart/cart-session';

function Heart({ label, disabled = false }: { label: string; disabled?: boolean }) {
  return (
    <PlainActionIcon look="default" size="lg" label={label} disabled={disabled} data-testid="wishlist-button">
      <IconHeart aria-hidden size={20} />
    </PlainActionIcon>
  );
}

// Only a buyer toggles the heart; its tooltip (Mantine's, with all of @floating-ui/react, ~20 kB) and the
// query library it reads through load with it, so a visitor's product page carries none (decisions 051
// and 065).
const WishlistToggle = signedInPart(
  () => import('./wishlist-toggle').then((m) => m.WishlistToggle),
  () => <Heart label="Add to wishlist" disabled />,
);

/**
 * The product's heart. A buyer saves the product to their wishlist with it; a visitor is taken to sign
 * in and comes back to the product; someone signed in without a buyer account is told the wishlist
 * is not theirs.
 */
export function WishlistButton({ productId }: { productId: string }) {
  const { status, isUser } = useCartSession();
  const pathname = usePathname();
  const router = useRouter();
  if (isUser) return <WishlistToggle productId={productId} />;
  // Until the session is known the heart waits, as the buyer's toggle would.
  if (status === 'loading') return <Heart label="Add to wishlist" disabled />;
  if (status === 'authenticated') return <Heart label="The wishlist belongs to buyer accounts" disabled />;
  return (
    <PlainActionIcon
      href={buildSignInHref(pathname)}
      // The query string (a chosen option) is read on the tap: reading it while rendering would opt the
      // page out of static rendering.
      onClick={(event) => {
        event.preventDefault();
        router.push(buildSignInHref(pathname, window.location.search));
      }}
      look="default"
      size="lg"
      label="Sign in to save to your wishlist"
      data-testid="wishlist-button"
    >
      <IconHeart aria-hidden size={20} />
    </PlainActionIcon>
  );
}
