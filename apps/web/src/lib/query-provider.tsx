'use client';

import { type DehydratedState, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { getQueryClient } from './query-client';

/**
 * TanStack Query for what it wraps, with the tab's one client (decision 057). Not in the root layout: a
 * page that reads nothing in the browser (a post, `/blog`, `/login`) loads no query library. A layout or
 * page whose parts read or write through queries puts it around them; the signed-in widgets of the frame
 * bring it in their own chunks (`withQueryClient`).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Component` inside a `QueryProvider`: for a widget loaded with `next/dynamic` into a frame without one. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  return WithQueryClient;
}

/**
 * A server-rendered page's reads handed over to the tab's client: `state` is what the server
 * prefetched (dehydrated). For a page that reads through TanStack Query in the browser, in place of a
 * section layout's provider, so the section's other pages (a listing's detail page) load none of it.
 */
export function HydratedQueries({ state, children }: { state: DehydratedState; children: ReactNode }) {
  return (
    <QueryProvider>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryProvider>
  );
}
