'use client';

import type { DehydratedState } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { hashQueryKey, readDehydrated } from '@/lib/dehydrated-read';
import { useSession } from '@/lib/session-client';
import { signedInLazy } from '@/lib/signed-in-part';
import type { TListRead, TListReaderProps, TListState } from './list-reader';

/**
 * A listing's `Reader` (its `*-list-reads.tsx`: `ListReader` with the listing's reads through TanStack
 * Query) loaded with the library and the tab's query provider the first time the listing needs it,
 * never on a visitor's first load (decision 066).
 */
export function listReader<S, P, C>(load: () => Promise<ComponentType<TListReaderProps<S, P, C>>>) {
  return lazy(signedInLazy(load));
}

const NO_RETRY = () => undefined;

/**
 * A public listing's page and categories: the server render's (found in `initial` by their query
 * keys) as they came, without the query library; read through queries (`Reader`) once another page,
 * sort or filter is asked for, for a signed-in reader (whose list follows the live events), or when
 * the server could not read the page (decision 066). `reader` goes into the view's tree.
 */
export function useServerFirstList<S, P, C>({
  initial,
  state,
  searchText,
  listKey,
  categoriesKey,
  Reader,
}: {
  initial: DehydratedState;
  state: S;
  searchText: string | undefined;
  listKey: readonly unknown[];
  categoriesKey: readonly unknown[] | null;
  Reader: ComponentType<TListReaderProps<S, P, C>>;
}): { list: TListState<P>; categories: C[] | undefined; reader: ReactNode } {
  const { status } = useSession();
  const keyHash = hashQueryKey(listKey);
  const serverList = readDehydrated<P>(initial, listKey);
  const serverCategories = categoriesKey ? readDehydrated<C[]>(initial, categoriesKey) : undefined;
  const [read, setRead] = useState<TListRead<P, C> | null>(null);
  const mustRead = status === 'authenticated' || serverList === undefined;
  // Once reading, it goes on (its cache holds what was read); set after hydration, never on the server.
  const [isReading, setReading] = useState(false);
  useEffect(() => {
    if (mustRead) setReading(true);
  }, [mustRead]);
  return {
    list:
      read?.keyHash === keyHash
        ? read.list
        : { data: serverList, isError: false, error: null, refetch: NO_RETRY },
    categories: read?.categories ?? serverCategories,
    reader: isReading ? (
      <Suspense fallback={null}>
        <Reader initial={initial} state={state} searchText={searchText} keyHash={keyHash} onRead={setRead} />
      </Suspense>
    ) : null,
  };
}
