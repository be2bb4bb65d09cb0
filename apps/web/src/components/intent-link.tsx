'use client';

import type { ComponentProps } from 'react';

/** Marks a link that the site's router follows and prefetches on intent (`SoftNavigation`). */
export const INTENT_LINK_ATTRIBUTE = 'data-intent-link';

type IntentLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link inside the site: a plain anchor that the router follows without reloading the page and that
 * prefetches its page once the reader points at, touches or focuses it, not as soon as it is on screen.
 * The public pages are cached, and Next.js prefetches a cached page in full, scripts included: every link
 * on the first screen made a phone download and parse the page it leads to while loading its own
 * (decision 015, addendum on links that prefetch on intent, and 040).
 *
 * Both are done once for the whole document by `SoftNavigation` (mounted by the app's providers), not
 * by a component per link: a listing page holds sixty links, and Next's `Link` runs its hooks for each
 * of them while a phone hydrates the page (decision 074). Before hydration, or with a modifier key, the
 * anchor is an ordinary link. A client module, so server components can hand it to Mantine's
 * `component` prop.
 */
export function IntentLink(props: IntentLinkProps) {
  return <a {...props} {...{ [INTENT_LINK_ATTRIBUTE]: '' }} />;
}
