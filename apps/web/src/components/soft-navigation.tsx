'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { INTENT_LINK_ATTRIBUTE } from './intent-link';

const INTENT_LINK = `a[${INTENT_LINK_ATTRIBUTE}]`;

/** The site's link an event happened on, when the router should handle it. */
function siteLinkOf(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>(INTENT_LINK);
  if (!link || link.hasAttribute('download')) return null;
  const opensElsewhere = link.target !== '' && link.target !== '_self';
  return opensElsewhere || link.origin !== window.location.origin ? null : link;
}

/** A link's address as the router takes it: path, query and fragment. */
function routeOf(link: HTMLAnchorElement): string {
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * Follows and prefetches every `IntentLink` of the document with one set of listeners, as Next's `Link`
 * would for each (decision 074): a plain left click navigates inside the app (a click a handler already
 * cancelled, or one with a modifier key, or on a link to the same page's fragment, is left to the
 * browser); pointing at, touching or focusing a link prefetches its page, once per address.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const link = siteLinkOf(event);
      if (!link) return;
      const route = routeOf(link);
      if (prefetched.has(route)) return;
      prefetched.add(route);
      router.prefetch(route);
    };
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = siteLinkOf(event);
      if (!link) return;
      const isSamePage = link.pathname === window.location.pathname && link.search === window.location.search;
      if (isSamePage && link.hash !== '') return;
      event.preventDefault();
      router.push(routeOf(link));
    };
    const listeners: Array<[string, EventListener]> = [
      ['mouseover', prefetch],
      ['touchstart', prefetch],
      ['focusin', prefetch],
      ['click', follow as EventListener],
    ];
    for (const [type, listener] of listeners) {
      document.addEventListener(type, listener, { passive: type !== 'click' });
    }
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [router]);
  return null;
}
