'use client';

import Link from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * A link that prefetches its page once the reader points at, touches or focuses it, not as soon as it is
 * on screen. The public pages are cached, and Next.js prefetches a cached page in full, scripts
 * included: every link on the first screen made a phone download and parse the page it leads to while
 * loading its own (the frame's cart and tabs, ~115 kB; the content's product, shop and category pages).
 * Used for the frame's links (header, footer, tab bar, cart, wishlist, logo), the public pages' content
 * links (cards, tiles, chips, "see all" links, breadcrumbs, slides, "sign in to apply", "post a task")
 * and the sign-in forms' links (a short page shows its footer at once: its links prefetched ten pages,
 * 200 kB of scripts on /login); decision 015, addendum on links that prefetch on intent, and 040.
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
