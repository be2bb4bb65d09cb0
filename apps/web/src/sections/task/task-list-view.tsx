'use client';

import { toPaisa } from '@bazaar/shared/money';
import { TASK_SORT_LABELS, TASK_SORTS, type TTaskSort } from '@bazaar/shared/task-constants';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { FilterChip, rangeLabel } from '@/components/listing/filter-parts';
import { ListingLayout, useListingDrawer } from '@/components/listing/listing-layout';
import { useListingState } from '@/components/listing/use-listing-state';
import { formatDate, formatPrice } from '@/lib/format';
import type { TAddressChain } from '@/platform/address/address-selects';
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
  const drawer = useListingDrawer();
  const [placeChain, setPlaceChain] = useState<TAddressChain>(EMPTY_CHAIN);
  const hrefOf = (next: TTaskListState) =>
    `${basePath}${serializeTaskListState(next, Boolean(fixedCategory))}`;
  const { state, writeState, update, goToPage } = useListingState(
    serverSearch,
    (params): TTaskListState => ({
      ...parseTaskListState(params),
      ...(fixedCategory ? { category: fixedCategory } : {}),
    }),
    hrefOf,
  );
  const list = useTaskList(toTaskListQuery(state, searchText));
  const categories = useTaskCategories();

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

  return (
    <ListingLayout
      drawer={drawer}
      filters={filters}
      intro={intro}
      noun={['task', 'tasks']}
      list={list}
      activeCount={activeCount}
      chips={chips}
      isFiltered={isFiltered}
      onClearFilters={() => writeState(cleared)}
      clearedHref={hrefOf(cleared)}
      firstPageHref={hrefOf({ ...state, page: 1 })}
      sorts={TASK_SORTS}
      sortLabels={TASK_SORT_LABELS}
      sort={state.sort}
      onSortChange={(sort: TTaskSort) => update({ sort })}
      searchText={searchText}
      searchPath="/task/search"
      empty={{
        title: 'No tasks match',
        filteredMessage:
          'Nothing here matches every filter. Try a wider budget, another place or fewer filters.',
        message: 'No tasks here yet. Post one and taskers nearby will make offers.',
        action: { label: 'Post a task', href: '/user/task/create' },
        browse: { label: 'Browse tasks', href: '/task' },
      }}
      skeleton={<TaskGridSkeleton />}
      renderGrid={(tasks) => <TaskGrid tasks={tasks} />}
      onPageChange={goToPage}
    />
  );
}
