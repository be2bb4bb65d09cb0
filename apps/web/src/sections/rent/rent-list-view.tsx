'use client';

import { toPaisa } from '@bazaar/shared/money';
import type { TRentCard } from '@bazaar/shared/rent';
import {
  RENT_PERIOD_LABELS,
  RENT_SORT_LABELS,
  RENT_SORTS,
  RENT_TYPE_LABELS,
  type TRentSort,
} from '@bazaar/shared/rent-constants';
import type { ReactNode } from 'react';
import { FilterChip, PlaceChip, rangeLabel } from '@/components/listing/filter-chips';
import {
  SectionListView,
  type TSectionListKit,
  type TSectionListViewProps,
} from '@/components/listing/section-list-view';
import { listReader } from '@/components/listing/use-server-first-list';
import { formatDate, formatPrice } from '@/lib/format';
import { partWithQueries } from '@/lib/signed-in-part';
import { rentKeys } from './query-keys';
import { RentGrid, RentGridSkeleton } from './rent-grid';
import {
  clearRentFilters,
  hasRentFilters,
  parseRentListState,
  serializeRentListState,
  type TRentListState,
  toRentListQuery,
} from './rent-params';

// The panel and the phone's drawer load when first shown, so a phone's first load carries neither; the
// panel reads through queries (a place's names, a section's types), so it loads with the library.
const RentFilters = partWithQueries(() => import('./rent-filters').then((m) => m.RentFilters));

/** The rent list's kit: no categories; filters by type, place, price and period, and availability. */
const RENT_LIST: TSectionListKit<TRentListState, TRentSort, TRentCard> = {
  home: '/rent',
  section: 'rent',
  toQuery: toRentListQuery,
  noun: ['listing', 'listings'],
  sorts: RENT_SORTS,
  sortLabels: RENT_SORT_LABELS,
  searchPath: '/rent/search',
  parse: parseRentListState,
  serialize: serializeRentListState,
  hasFilters: hasRentFilters,
  clearFilters: clearRentFilters,
  listKey: (state, searchText) => rentKeys.list(toRentListQuery(state, searchText)),
  categoriesKey: null,
  Reader: listReader(() => import('./rent-list-reads').then((m) => m.RentListReader)),
  activeFilters: (state) => [
    state.type,
    state.place,
    state.period || state.minRupees !== undefined || state.maxRupees !== undefined,
    state.available,
  ],
  chips: (state, update) => {
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
      chips.push(<PlaceChip key="place" onRemove={() => update({ place: undefined })} />);
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
    return chips;
  },
  Filters: RentFilters,
  empty: {
    title: 'No listings match',
    filteredMessage: 'Nothing here matches every filter. Try a wider price, another place or fewer filters.',
    message: 'Nothing for rent here yet. List yours and people nearby will inquire.',
    action: { label: 'List a rental', href: '/user/rent/create' },
    browse: { label: 'Browse rentals', href: '/rent' },
  },
  skeleton: <RentGridSkeleton />,
  renderGrid: (listings) => <RentGrid listings={listings} />,
};

/** The rent listing: the shared section list view with the rent kit (rentals have no category pages). */
export function RentListView(props: Omit<TSectionListViewProps, 'fixedCategory'>) {
  return <SectionListView kit={RENT_LIST} {...props} />;
}
