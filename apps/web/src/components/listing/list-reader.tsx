'use client';

import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';

/** A listing's page as its view shows it: the data, or the error and a way to try again. */
export type TListState<P> = {
  data: P | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** A section's reads of its listing through TanStack Query (its `*-list-reads.ts`, loaded when needed). */
export type TListReads<S, P, C> = {
  useList: (state: S, searchText: string | undefined) => TListState<P>;
  useCategories: () => { data?: C[] | undefined };
};

/** What the reader last read, and for which list key (its hash). */
export type TListRead<P, C> = { keyHash: string; list: TListState<P>; categories: C[] | undefined };

export type TListReaderProps<S, P, C> = {
  /** The server render's reads, put into the tab's query cache first. */
  initial: DehydratedState;
  state: S;
  searchText: string | undefined;
  keyHash: string;
  onRead: (read: TListRead<P, C>) => void;
};

function Reads<S, P, C>({
  reads,
  state,
  searchText,
  keyHash,
  onRead,
}: Omit<TListReaderProps<S, P, C>, 'initial'> & { reads: TListReads<S, P, C> }) {
  const list = reads.useList(state, searchText);
  const categories = reads.useCategories();
  // `refetch` and `onRead` are left out: new functions each render, and only what was read matters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    onRead({
      keyHash,
      list: { data: list.data, isError: list.isError, error: list.error, refetch: list.refetch },
      categories: categories.data,
    });
  }, [keyHash, list.data, list.isError, list.error, categories.data]);
  return null;
}

/**
 * Reads a listing through the tab's query client, once it is needed (a signed-in reader, whose list
 * follows the live events' invalidations; another page, sort or filter than the server render's; a
 * first page the server could not read): renders nothing, hands each read to the view (decision 066).
 */
export function ListReader<S, P, C>({
  initial,
  reads,
  ...props
}: TListReaderProps<S, P, C> & { reads: TListReads<S, P, C> }) {
  return (
    <HydrationBoundary state={initial}>
      <Reads reads={reads} {...props} />
    </HydrationBoundary>
  );
}
