'use client';

import Link from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * A link of the frame (tab bar, cart, wishlist, logo) that prefetches its page once the reader points at,
 * touches or focuses it, not as soon as it is on screen. These links are on screen on every page, and
 * the pages they lead to are cached, which Next.js prefetches in full, scripts included: on a phone
 * every page downloaded and parsed the cart's and each tab's JavaScript while it loaded itself
 * (~115 kB, README "Lighthouse (mobile)").
 */
export function IntentLink({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const [hasIntent, setHasIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={hasIntent ? prefetch : false}
      onMouseEnter={(event) => {
        setHasIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setHasIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setHasIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
