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
  return dynamic<P>(
    async () => {
      const [Part, { withQueryClient }] = await Promise.all([load(), import('@/lib/query-provider')]);
      return withQueryClient(Part);
    },
    { loading: loading ?? (() => null) },
  );
}
