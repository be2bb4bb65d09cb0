'use client';

import { JOB_LEVEL_LABELS, JOB_SORT_LABELS, JOB_SORTS, type TJobSort } from '@bazaar/shared/job-constants';
import { toPaisa } from '@bazaar/shared/money';
import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconFilterOff, IconSearch } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { FilterChip } from '@/components/listing/filter-parts';
import { countLabel, ListingPager } from '@/components/listing/listing-pager';
import { ActiveFilters, ListingToolbar } from '@/components/listing/listing-toolbar';
import { useLocationSearch } from '@/components/listing/use-location-search';
import { EmptyState } from '@/components/section/empty-state';
import type { TAddressChain } from '@/features/address/address-selects';
import { formatPrice } from '@/lib/format';
import { JobGrid, JobGridSkeleton } from './job-grid';
import {
  clearJobFilters,
  hasJobFilters,
  parseJobListState,
  serializeJobListState,
  type TJobListState,
  toJobListQuery,
} from './job-params';
import { useJobCategories, useJobList } from './queries';

// The panel and the phone's drawer load when first shown, so a phone's first load carries neither.
const JobFilters = dynamic(() => import('./job-filters').then((m) => m.JobFilters));
const FiltersDrawer = dynamic(() =>
  import('@/components/listing/filters-drawer').then((m) => m.FiltersDrawer),
);

/** Mantine's `md` breakpoint: the sidebar shows from here, the Filters button and drawer below it. */
const DESKTOP_QUERY = '(min-width: 62em)';

const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

type JobListViewProps = {
  /** The page's own address, without its query. */
  basePath: string;
  /** The filters as the server rendered them: the canonical query string, '' for none. */
  search: string;
  /** A category page: the listing stays within this category; other categories are their own pages. */
  fixedCategory?: string;
  /** A search page: the text goes to GET /job/list as `search`. */
  searchText?: string;
  intro?: ReactNode;
};

/**
 * The job listing: filters (sidebar, or a drawer on a phone), sort, a grid of cards and pagination.
 * All of it lives in the URL's search params, so a filtered page can be shared or reloaded (the proxy
 * serves each set of filters from its own cached page).
 */
export function JobListView({
  basePath,
  search: serverSearch,
  fixedCategory,
  searchText,
  intro,
}: JobListViewProps) {
  const router = useRouter();
  const [search, pushSearch] = useLocationSearch(serverSearch);
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: true });
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const [placeChain, setPlaceChain] = useState<TAddressChain>(EMPTY_CHAIN);
  useEffect(() => {
    if (isDrawerOpen) setHasOpenedDrawer(true);
  }, [isDrawerOpen]);

  const urlState = parseJobListState(new URLSearchParams(search));
  const state: TJobListState = { ...urlState, ...(fixedCategory ? { category: fixedCategory } : {}) };
  const hrefOf = (next: TJobListState) => `${basePath}${serializeJobListState(next, Boolean(fixedCategory))}`;
  const list = useJobList(toJobListQuery(state, searchText));
  const categories = useJobCategories();
  const page = list.data;

  function writeState(next: TJobListState) {
    pushSearch(hrefOf(next));
  }
  function update(patch: Partial<TJobListState>) {
    writeState({ ...state, ...patch, page: 'page' in patch && patch.page ? patch.page : 1 });
  }
  function selectCategory(slug: string | undefined) {
    if (fixedCategory || searchText === undefined) {
      // Each category has its own page (title, count), so choosing one goes there with the other filters.
      drawer.close();
      const rest = serializeJobListState({ ...state, category: undefined, page: 1 });
      router.push(slug ? `/job/category/${encodeURIComponent(slug)}${rest}` : `/job${rest}`);
      return;
    }
    update({ category: slug });
  }
  function goToPage(n: number) {
    update({ page: n });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const isFiltered = hasJobFilters(state, fixedCategory);
  const cleared = clearJobFilters(state, fixedCategory);
  const activeCount = [
    state.category && state.category !== fixedCategory,
    state.place,
    state.type,
    state.level,
    state.minSalaryRupees !== undefined,
  ].filter(Boolean).length;

  const filters = (
    <JobFilters
      state={state}
      onChange={update}
      categories={categories.data}
      onSelectCategory={selectCategory}
      placeChain={placeChain}
      onPlaceChain={setPlaceChain}
    />
  );

  const chips: ReactNode[] = [];
  if (state.category && state.category !== fixedCategory) {
    const name = categories.data?.find((c) => c.slug === state.category)?.name ?? state.category;
    chips.push(<FilterChip key="category" label={name} onRemove={() => update({ category: undefined })} />);
  }
  if (state.type)
    chips.push(<FilterChip key="type" label={state.type} onRemove={() => update({ type: undefined })} />);
  if (state.level) {
    chips.push(
      <FilterChip
        key="level"
        label={JOB_LEVEL_LABELS[state.level]}
        onRemove={() => update({ level: undefined })}
      />,
    );
  }
  if (state.place) {
    chips.push(
      <FilterChip key="place" label="In the chosen place" onRemove={() => update({ place: undefined })} />,
    );
  }
  if (state.minSalaryRupees !== undefined) {
    chips.push(
      <FilterChip
        key="salary"
        label={`Salary from ${formatPrice(toPaisa(state.minSalaryRupees))}`}
        onRemove={() => update({ minSalaryRupees: undefined })}
      />,
    );
  }

  const sortOptions = JOB_SORTS.filter((s) => s !== 'relevance' || searchText !== undefined).map((s) => ({
    value: s,
    label: JOB_SORT_LABELS[s],
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
          noun={['job', 'jobs']}
          activeCount={activeCount}
          onOpenFilters={drawer.open}
          sortOptions={sortOptions}
          sort={sortValue}
          onSortChange={(sort: TJobSort) => update({ sort })}
          sortWidth={{ base: 150, sm: 200 }}
        />

        <ActiveFilters chips={chips} onClear={() => writeState(cleared)} />

        {searchText !== undefined && page?.didYouMean ? (
          <Text size="sm" data-testid="did-you-mean">
            Did you mean{' '}
            <Anchor component={Link} href={`/job/search/${encodeURIComponent(page.didYouMean)}`} fw={600}>
              {page.didYouMean}
            </Anchor>
            ?
          </Text>
        ) : null}

        {list.isError && !page ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Jobs did not load">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{list.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : !page ? (
          <JobGridSkeleton />
        ) : page.docs.length === 0 && page.pagination.total > 0 ? (
          <EmptyState
            icon={IconFilterOff}
            title={`There is no page ${page.pagination.page}`}
            message={`${countLabel(page.pagination)} jobs fit on ${page.pagination.totalPages} ${
              page.pagination.totalPages === 1 ? 'page' : 'pages'
            }.`}
            action={{ label: 'Go to the first page', href: hrefOf({ ...state, page: 1 }) }}
          />
        ) : page.docs.length === 0 ? (
          <EmptyState
            icon={searchText !== undefined ? IconSearch : IconFilterOff}
            title={searchText !== undefined ? `No jobs match “${searchText}”` : 'No open jobs match'}
            message={
              isFiltered
                ? 'Nothing here matches every filter. Try another place, type or level, or fewer filters.'
                : searchText !== undefined
                  ? 'Try other words, or browse every job.'
                  : 'No open jobs here right now. Check back soon.'
            }
            action={
              isFiltered
                ? { label: 'Clear filters', href: hrefOf(cleared) }
                : { label: 'Browse jobs', href: '/job' }
            }
          />
        ) : (
          <>
            <JobGrid jobs={page.docs} />
            <ListingPager pagination={page.pagination} onChange={goToPage} />
          </>
        )}
      </Stack>
    </Group>
  );
}
