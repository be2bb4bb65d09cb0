'use client';

import { toPaisa } from '@bazaar/shared/money';
import {
  RENT_PERIOD_LABELS,
  RENT_SORT_LABELS,
  RENT_SORTS,
  RENT_TYPE_LABELS,
  type TRentSort,
} from '@bazaar/shared/rent-constants';
import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconFilterOff, IconSearch } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { type ReactNode, useEffect, useState } from 'react';
import { FilterChip, rangeLabel } from '@/components/listing/filter-parts';
import { countLabel, ListingPager } from '@/components/listing/listing-pager';
import { ActiveFilters, ListingToolbar } from '@/components/listing/listing-toolbar';
import { useLocationSearch } from '@/components/listing/use-location-search';
import { EmptyState } from '@/components/section/empty-state';
import type { TAddressChain } from '@/features/address/address-selects';
import { formatDate, formatPrice } from '@/lib/format';
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
const FiltersDrawer = dynamic(() =>
  import('@/components/listing/filters-drawer').then((m) => m.FiltersDrawer),
);

/** Mantine's `md` breakpoint: the sidebar shows from here, the Filters button and drawer below it. */
const DESKTOP_QUERY = '(min-width: 62em)';

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
  const [search, pushSearch] = useLocationSearch(serverSearch);
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: true });
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const [placeChain, setPlaceChain] = useState<TAddressChain>(EMPTY_CHAIN);
  useEffect(() => {
    if (isDrawerOpen) setHasOpenedDrawer(true);
  }, [isDrawerOpen]);

  const state = parseRentListState(new URLSearchParams(search));
  const hrefOf = (next: TRentListState) => `${basePath}${serializeRentListState(next)}`;
  const list = useRentList(toRentListQuery(state, searchText));
  const page = list.data;

  function writeState(next: TRentListState) {
    pushSearch(hrefOf(next));
  }
  function update(patch: Partial<TRentListState>) {
    writeState({ ...state, ...patch, page: 'page' in patch && patch.page ? patch.page : 1 });
  }
  function goToPage(n: number) {
    update({ page: n });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

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

  const sortOptions = RENT_SORTS.filter((s) => s !== 'relevance' || searchText !== undefined).map((s) => ({
    value: s,
    label: RENT_SORT_LABELS[s],
  }));
  const sortValue = state.sort ?? (searchText !== undefined ? 'relevance' : 'newest');

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Box component="aside" w={260} visibleFrom="md" style={{ flexShrink: 0 }} aria-label="Filters">
        <Paper withBorder radius="lg" p="md">
          {isDesktop ? filters : null}
        </Paper>
      </Box>

      {isDrawerOpen || hasOpenedDrawer ? (
        <FiltersDrawer
          opened={isDrawerOpen}
          onClose={drawer.close}
          totalLabel={page ? countLabel(page.pagination) : undefined}
          onClear={isFiltered ? () => writeState(cleared) : undefined}
        >
          {filters}
        </FiltersDrawer>
      ) : null}

      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        {intro}
        <ListingToolbar
          pagination={page?.pagination}
          noun={['listing', 'listings']}
          activeCount={activeCount}
          onOpenFilters={drawer.open}
          sortOptions={sortOptions}
          sort={sortValue}
          onSortChange={(sort: TRentSort) => update({ sort })}
          sortWidth={{ base: 150, sm: 200 }}
        />

        <ActiveFilters chips={chips} onClear={() => writeState(cleared)} />

        {searchText !== undefined && page?.didYouMean ? (
          <Text size="sm" data-testid="did-you-mean">
            Did you mean{' '}
            <Anchor component={Link} href={`/rent/search/${encodeURIComponent(page.didYouMean)}`} fw={600}>
              {page.didYouMean}
            </Anchor>
            ?
          </Text>
        ) : null}

        {list.isError && !page ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Listings did not load"
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{list.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : !page ? (
          <RentGridSkeleton />
        ) : page.docs.length === 0 && page.pagination.total > 0 ? (
          <EmptyState
            icon={IconFilterOff}
            title={`There is no page ${page.pagination.page}`}
            message={`${countLabel(page.pagination)} listings fit on ${page.pagination.totalPages} ${
              page.pagination.totalPages === 1 ? 'page' : 'pages'
            }.`}
            action={{ label: 'Go to the first page', href: hrefOf({ ...state, page: 1 }) }}
          />
        ) : page.docs.length === 0 ? (
          <EmptyState
            icon={searchText !== undefined ? IconSearch : IconFilterOff}
            title={searchText !== undefined ? `No listings match “${searchText}”` : 'No listings match'}
            message={
              isFiltered
                ? 'Nothing here matches every filter. Try a wider price, another place or fewer filters.'
                : searchText !== undefined
                  ? 'Try other words, or browse every listing.'
                  : 'Nothing for rent here yet. List yours and people nearby will inquire.'
            }
            action={
              isFiltered
                ? { label: 'Clear filters', href: hrefOf(cleared) }
                : searchText !== undefined
                  ? { label: 'Browse rentals', href: '/rent' }
                  : { label: 'List a rental', href: '/user/rent/create' }
            }
          />
        ) : (
          <>
            <RentGrid listings={page.docs} />
            <ListingPager pagination={page.pagination} onChange={goToPage} />
          </>
        )}
      </Stack>
    </Group>
  );
}
