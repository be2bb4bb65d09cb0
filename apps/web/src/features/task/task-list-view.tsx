'use client';

import { toPaisa } from '@bazaar/shared/money';
import { TASK_SORT_LABELS, TASK_SORTS, type TTaskSort } from '@bazaar/shared/task-constants';
import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconFilterOff, IconSearch } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { FilterChip, rangeLabel } from '@/components/listing/filter-parts';
import { countLabel, ListingPager } from '@/components/listing/listing-pager';
import { ActiveFilters, ListingToolbar } from '@/components/listing/listing-toolbar';
import { useLocationSearch } from '@/components/listing/use-location-search';
import { EmptyState } from '@/components/section/empty-state';
import type { TAddressChain } from '@/features/address/address-selects';
import { formatDate, formatPrice } from '@/lib/format';
import { useTaskCategories, useTaskList } from './queries';
import { TaskGrid, TaskGridSkeleton } from './task-grid';
import {
  clearTaskFilters,
  hasTaskFilters,
  parseTaskListState,
  serializeTaskListState,
  type TTaskListState,
  toTaskListQuery,
} from './task-params';

// The panel and the phone's drawer load when first shown, so a phone's first load carries neither.
const TaskFilters = dynamic(() => import('./task-filters').then((m) => m.TaskFilters));
const FiltersDrawer = dynamic(() =>
  import('@/components/listing/filters-drawer').then((m) => m.FiltersDrawer),
);

/** Mantine's `md` breakpoint: the sidebar shows from here, the Filters button and drawer below it. */
const DESKTOP_QUERY = '(min-width: 62em)';

const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

type TaskListViewProps = {
  /** The page's own address, without its query. */
  basePath: string;
  /** The filters as the server rendered them: the canonical query string, '' for none. */
  search: string;
  /** A category page: the listing stays within this category; other categories are their own pages. */
  fixedCategory?: string;
  /** A search page: the text goes to GET /task/list as `search`. */
  searchText?: string;
  intro?: ReactNode;
};

/**
 * The task listing: filters (sidebar, or a drawer on a phone), sort, a grid of cards and pagination,
 * Open tasks first. All of it lives in the URL's search params, so a filtered page can be shared or
 * reloaded (the proxy serves each set of filters from its own cached page).
 */
export function TaskListView({
  basePath,
  search: serverSearch,
  fixedCategory,
  searchText,
  intro,
}: TaskListViewProps) {
  const router = useRouter();
  const [search, pushSearch] = useLocationSearch(serverSearch);
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: true });
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const [placeChain, setPlaceChain] = useState<TAddressChain>(EMPTY_CHAIN);
  useEffect(() => {
    if (isDrawerOpen) setHasOpenedDrawer(true);
  }, [isDrawerOpen]);

  const urlState = parseTaskListState(new URLSearchParams(search));
  const state: TTaskListState = { ...urlState, ...(fixedCategory ? { category: fixedCategory } : {}) };
  const hrefOf = (next: TTaskListState) =>
    `${basePath}${serializeTaskListState(next, Boolean(fixedCategory))}`;
  const list = useTaskList(toTaskListQuery(state, searchText));
  const categories = useTaskCategories();
  const page = list.data;

  function writeState(next: TTaskListState) {
    pushSearch(hrefOf(next));
  }
  function update(patch: Partial<TTaskListState>) {
    writeState({ ...state, ...patch, page: 'page' in patch && patch.page ? patch.page : 1 });
  }
  function selectCategory(slug: string | undefined) {
    if (fixedCategory || searchText === undefined) {
      // Each category has its own page (title, count), so choosing one goes there with the other filters.
      drawer.close();
      const rest = serializeTaskListState({ ...state, category: undefined, page: 1 });
      router.push(slug ? `/task/category/${encodeURIComponent(slug)}${rest}` : `/task${rest}`);
      return;
    }
    update({ category: slug });
  }
  function goToPage(n: number) {
    update({ page: n });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const isFiltered = hasTaskFilters(state, fixedCategory);
  const cleared = clearTaskFilters(state, fixedCategory);
  const activeCount = [
    state.category && state.category !== fixedCategory,
    state.place,
    state.remote,
    state.minRupees !== undefined || state.maxRupees !== undefined,
    state.date,
  ].filter(Boolean).length;

  const filters = (
    <TaskFilters
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
  if (state.remote)
    chips.push(<FilterChip key="remote" label="Remote" onRemove={() => update({ remote: false })} />);
  if (state.place) {
    chips.push(
      <FilterChip key="place" label="In the chosen place" onRemove={() => update({ place: undefined })} />,
    );
  }
  if (state.minRupees !== undefined || state.maxRupees !== undefined) {
    const lo = state.minRupees !== undefined ? formatPrice(toPaisa(state.minRupees)) : undefined;
    const hi = state.maxRupees !== undefined ? formatPrice(toPaisa(state.maxRupees)) : undefined;
    chips.push(
      <FilterChip
        key="budget"
        label={`Budget ${rangeLabel(lo, hi)}`}
        onRemove={() => update({ minRupees: undefined, maxRupees: undefined })}
      />,
    );
  }
  if (state.date) {
    chips.push(
      <FilterChip
        key="date"
        label={`Due by ${formatDate(`${state.date}T00:00:00`)}`}
        onRemove={() => update({ date: undefined })}
      />,
    );
  }

  const sortOptions = TASK_SORTS.filter((s) => s !== 'relevance' || searchText !== undefined).map((s) => ({
    value: s,
    label: TASK_SORT_LABELS[s],
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
          noun={['task', 'tasks']}
          activeCount={activeCount}
          onOpenFilters={drawer.open}
          sortOptions={sortOptions}
          sort={sortValue}
          onSortChange={(sort: TTaskSort) => update({ sort })}
          sortWidth={{ base: 150, sm: 200 }}
        />

        <ActiveFilters chips={chips} onClear={() => writeState(cleared)} />

        {searchText !== undefined && page?.didYouMean ? (
          <Text size="sm" data-testid="did-you-mean">
            Did you mean{' '}
            <Anchor component={Link} href={`/task/search/${encodeURIComponent(page.didYouMean)}`} fw={600}>
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
            title="Tasks did not load"
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{list.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : !page ? (
          <TaskGridSkeleton />
        ) : page.docs.length === 0 && page.pagination.total > 0 ? (
          <EmptyState
            icon={IconFilterOff}
            title={`There is no page ${page.pagination.page}`}
            message={`${countLabel(page.pagination)} tasks fit on ${page.pagination.totalPages} ${
              page.pagination.totalPages === 1 ? 'page' : 'pages'
            }.`}
            action={{ label: 'Go to the first page', href: hrefOf({ ...state, page: 1 }) }}
          />
        ) : page.docs.length === 0 ? (
          <EmptyState
            icon={searchText !== undefined ? IconSearch : IconFilterOff}
            title={searchText !== undefined ? `No tasks match “${searchText}”` : 'No tasks match'}
            message={
              isFiltered
                ? 'Nothing here matches every filter. Try a wider budget, another place or fewer filters.'
                : searchText !== undefined
                  ? 'Try other words, or browse every task.'
                  : 'No tasks here yet. Post one and taskers nearby will make offers.'
            }
            action={
              isFiltered
                ? { label: 'Clear filters', href: hrefOf(cleared) }
                : searchText !== undefined
                  ? { label: 'Browse tasks', href: '/task' }
                  : { label: 'Post a task', href: '/user/task/create' }
            }
          />
        ) : (
          <>
            <TaskGrid tasks={page.docs} />
            <ListingPager pagination={page.pagination} onChange={goToPage} />
          </>
        )}
      </Stack>
    </Group>
  );
}
