'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The URL's query as a cached listing reads it: what the server rendered, then the browser's own as the
 * visitor filters, pages and goes back. Not useSearchParams: the page is cached without a query, and
 * reading one would leave the listing out of its HTML (docs/product-rules.md "Fast pages"). Shared by every
 * listing whose state lives in the URL (the shop's catalogue, tasks).
 */
export function useLocationSearch(serverSearch: string): [string, (href: string) => void] {
  const [search, setSearch] = useState(serverSearch);
  // A navigation to another filtered view renders the page again with its own query. Only a change:
  // on the first render the state is the server's already, and a control that applies a choice made
  // before hydration (the sort) has pushed its own by the time this parent's effect runs.
  const shownServerSearch = useRef(serverSearch);
  useEffect(() => {
    if (shownServerSearch.current === serverSearch) return;
    shownServerSearch.current = serverSearch;
    setSearch(serverSearch);
  }, [serverSearch]);
  useEffect(() => {
    const sync = () => setSearch(window.location.search);
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);
  function push(href: string) {
    // The History API keeps this in the browser: the cards refetch from the API without a server
    // round trip, and a reload is served the same filters from the page cache. The address on screen
    // is not pushed again: a sort chosen before hydration reaches the listing twice (React replays the
    // select's change, and the toolbar applies the value it finds), and a second entry made Back return
    // to the same sort instead of the one before.
    const next = new URL(href, window.location.href);
    if (next.href !== window.location.href) window.history.pushState(null, '', next.href);
    setSearch(next.search);
  }
  return [search, push];
}
