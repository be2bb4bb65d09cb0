'use client';

import { useLocationSearch } from './use-location-search';

/**
 * A public listing's state as its URL holds it (the shop's catalogue, tasks, jobs, rentals): `read`
 * turns the query into the state (with whatever the page fixes, such as its category), `hrefOf` the
 * state into the address. `update` applies a change of filters and goes back to page 1 unless the
 * change is the page; `goToPage` also scrolls to the top.
 */
export function useListingState<S extends { page: number }>(
  serverSearch: string,
  read: (params: URLSearchParams) => S,
  hrefOf: (next: S) => string,
) {
  const [search, pushSearch] = useLocationSearch(serverSearch);
  const state = read(new URLSearchParams(search));
  function writeState(next: S) {
    pushSearch(hrefOf(next));
  }
  function update(patch: Partial<S>) {
    writeState({ ...state, ...patch, page: patch.page || 1 });
  }
  function goToPage(page: number) {
    update({ page } as Partial<S>);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }
  return { state, writeState, update, goToPage };
}
