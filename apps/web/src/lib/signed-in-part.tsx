'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';

/**
 * A part shown to signed-in readers only, loaded when first rendered with the query provider it reads
 * through (the tab's one client, decision 057): a visitor's first load carries neither it nor the
 * query library (decisions 057 and 064). `loading` holds its place meanwhile.
 */
export function signedInPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading?: () => ReactNode,
) {
  const loadPart = signedInLazy(load);
  return dynamic<P>(async () => (await loadPart()).default, { loading: loading ?? (() => null) });
}

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
