'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';

/**
 * A part loaded when first rendered, with the query provider it reads through (the tab's one client,
 * decision 057): the first load carries neither it nor the query library (decisions 057, 064 and 065).
 * `loading` holds its place meanwhile. For a part below the first screen that pages through queries (a
 * product's reviews) and, as `signedInPart`, for the parts only signed-in readers see.
 */
export function partWithQueries<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading?: () => ReactNode,
) {
  const loadPart = signedInLazy(load);
  return dynamic<P>(async () => (await loadPart()).default, { loading: loading ?? (() => null) });
}

/** A part shown to signed-in readers only: a visitor's first load carries neither it nor the query library. */
export const signedInPart = partWithQueries;

/**
 * The loader of a signed-in part for `React.lazy`, with its query provider: for a part whose place is
 * held by something drawn from its props while it loads (`<Suspense fallback={…}>`), which
 * `next/dynamic`'s `loading` cannot be (decision 064).
 */
export function signedInLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return async (): Promise<{ default: ComponentType<P> }> => {
    const [Part, { withQueryClient }] = await Promise.all([load(), import('@/lib/query-provider')]);
    return { default: withQueryClient(Part) };
  };
}
