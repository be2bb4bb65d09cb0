'use client';

import { toPaisa } from '@bazaar/shared/money';
import {
  RENT_PERIOD_LABELS,
  RENT_SORT_LABELS,
  RENT_SORTS,
  RENT_TYPE_LABELS,
  type TRentSort,
} from '@bazaar/shared/rent-constants';
import dynamic from 'next/dynamic';
import { type ReactNode, useState } from 'react';
import { FilterChip, rangeLabel } from '@/components/listing/filter-parts';
import { ListingLayout, useListingDrawer } from '@/components/listing/listing-layout';
import { useListingState } from '@/components/listing/use-listing-state';
import { formatDate, formatPrice } from '@/lib/format';
import type { TAddressChain } from '@/platform/address/address-selects';
import { useRentList } from './queries';
import { RentGrid, RentGridSkeleton } from './rent-grid';
import {
  clearRentFilters,
  hasRentFilters,
  parseRentListState,
  serializeRentListState,
  type TRentListState,
  toRentListQuery,
} from './rent-params';

// The panel and the phone's drawer load when first shown, so a phone's first load carries neither.
const RentFilters = dynamic(() => import('./rent-filters').then((m) => m.RentFilters));

const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

type RentListViewProps = {
  /** The page's own address, without its query. */
  basePath: string;
  /** The filters as the server rendered them: the canonical query string, '' for none. */
  search: string;
  /** A search page: the text goes to GET /rent/list as `search`. */
  searchText?: string;
  intro?: ReactNode;
};

/**
 * The rent listing: filters (sidebar, or a drawer on a phone), sort, a grid of cards and pagination.
 * All of it lives in the URL's search params, so a filtered page can be shared or reloaded (the proxy
 * serves each set of filters from its own cached page).
 */
export function RentListView({ basePath, search: serverSearch, searchText, intro }: RentListViewProps) {
  const drawer = useListingDrawer();
  const [placeChain, setPlaceChain] = useState<TAddressChain>(EMPTY_CHAIN);
  const hrefOf = (next: TRentListState) => `${basePath}${serializeRentListState(next)}`;
  const { state, writeState, update, goToPage } = useListingState(serverSearch, parseRentListState, hrefOf);
  const list = useRentList(toRentListQuery(state, searchText));

  const isFiltered = hasRentFilters(state);
  const cleared = clearRentFilters(state);
  const activeCount = [
    state.type,
    state.place,
    state.period || state.minRupees !== undefined || state.maxRupees !== undefined,
    state.available,
  ].filter(Boolean).length;

  const filters = (
    <RentFilters state={state} onChange={update} placeChain={placeChain} onPlaceChain={setPlaceChain} />
  );

  const chips: ReactNode[] = [];
  if (state.type) {
    chips.push(
      <FilterChip
        key="type"
        label={RENT_TYPE_LABELS[state.type]}
        onRemove={() => update({ type: undefined })}
      />,
    );
  }
  if (state.place) {
    chips.push(
      <FilterChip key="place" label="In the chosen place" onRemove={() => update({ place: undefined })} />,
    );
  }
  if (state.minRupees !== undefined || state.maxRupees !== undefined || state.period) {
    const lo = state.minRupees !== undefined ? formatPrice(toPaisa(state.minRupees)) : undefined;
    const hi = state.maxRupees !== undefined ? formatPrice(toPaisa(state.maxRupees)) : undefined;
    const range = lo || hi ? ` ${rangeLabel(lo, hi)}` : '';
    chips.push(
      <FilterChip
        key="price"
        label={`Price${range}${state.period ? ` ${RENT_PERIOD_LABELS[state.period]}` : ''}`}
        onRemove={() => update({ minRupees: undefined, maxRupees: undefined, period: undefined })}
      />,
    );
  }
  if (state.available) {
    chips.push(
      <FilterChip
        key="available"
        label={`Free by ${formatDate(`${state.available}T00:00:00`)}`}
        onRemove={() => update({ available: undefined })}
      />,
    );
  }

  return (
    <ListingLayout
      drawer={drawer}
      filters={filters}
      intro={intro}
      noun={['listing', 'listings']}
      list={list}
      activeCount={activeCount}
      chips={chips}
      isFiltered={isFiltered}
      onClearFilters={() => writeState(cleared)}
      clearedHref={hrefOf(cleared)}
      firstPageHref={hrefOf({ ...state, page: 1 })}
      sorts={RENT_SORTS}
      sortLabels={RENT_SORT_LABELS}
      sort={state.sort}
      onSortChange={(sort: TRentSort) => update({ sort })}
      searchText={searchText}
      searchPath="/rent/search"
      empty={{
        title: 'No listings match',
        filteredMessage:
          'Nothing here matches every filter. Try a wider price, another place or fewer filters.',
        message: 'Nothing for rent here yet. List yours and people nearby will inquire.',
        action: { label: 'List a rental', href: '/user/rent/create' },
        browse: { label: 'Browse rentals', href: '/rent' },
      }}
      skeleton={<RentGridSkeleton />}
      renderGrid={(listings) => <RentGrid listings={listings} />}
      onPageChange={goToPage}
    />
  );
}
