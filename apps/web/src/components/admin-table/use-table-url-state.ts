'use client';

import { useDebouncedValue } from '@mantine/hooks';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  ALL,
  parseTableState,
  serializeTableState,
  type TAdminTableFilter,
  type TAdminTableState,
  tabsDefault,
} from './url-state';

const SEARCH_DEBOUNCE_MS = 300;

type TWriteMode = 'push' | 'replace';

/**
 * The table's page, search, sort and filters, read from and written to the URL's search params
 * (shareable, survives a reload). The search box's text is kept apart and reaches the URL once typing
 * pauses. Needs a Suspense boundary above it (useSearchParams).
 */
export function useTableUrlState(filters: readonly TAdminTableFilter[], defaultSort: string | undefined) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = parseTableState(new URLSearchParams(searchParams.toString()), filters, defaultSort);

  function write(next: TAdminTableState, mode: TWriteMode = 'push') {
    const href = `${pathname}${serializeTableState(next, filters, defaultSort, new URLSearchParams(window.location.search))}`;
    // Next syncs useSearchParams with the History API: the table refetches without a server round trip.
    if (mode === 'push') window.history.pushState(null, '', href);
    else window.history.replaceState(null, '', href);
  }
  /** Another search, sort or filter starts again on page 1. */
  const update = (patch: Partial<Omit<TAdminTableState, 'page'>>, mode: TWriteMode = 'push') =>
    write({ ...state, page: 1, ...patch }, mode);
  const setPage = (page: number, mode: TWriteMode = 'push') => write({ ...state, page }, mode);
  const setFilter = (key: string, value: string) => update({ filters: { ...state.filters, [key]: value } });

  const [searchText, setSearchText] = useState(state.q);
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const lastWrittenQ = useRef(state.q);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing writes the URL
  useEffect(() => {
    if (debouncedSearch.trim() === state.q.trim()) return;
    lastWrittenQ.current = debouncedSearch;
    // Replace, not push: Back should not step through every pause in typing.
    update({ q: debouncedSearch }, 'replace');
  }, [debouncedSearch]);
  useEffect(() => {
    // The URL changed under us (back button, a link): show its search text.
    if (state.q !== lastWrittenQ.current) {
      lastWrittenQ.current = state.q;
      setSearchText(state.q);
    }
  }, [state.q]);

  const isFiltered =
    state.q.trim() !== '' ||
    filters.some((f) =>
      f.type === 'tabs'
        ? state.filters[f.key] !== tabsDefault(f) && state.filters[f.key] !== ALL
        : f.type === 'select'
          ? Boolean(state.filters[f.key])
          : Boolean(state.filters[f.fromKey] || state.filters[f.toKey]),
    );

  /** Empties the search and every filter; the sort stays. */
  function clearAll() {
    setSearchText('');
    lastWrittenQ.current = '';
    write({ page: 1, q: '', sort: state.sort, filters: {} });
  }

  return { state, update, setPage, setFilter, searchText, setSearchText, isFiltered, clearAll };
}

export type TTableUrlState = ReturnType<typeof useTableUrlState>;
