'use client';

import { JOB_LEVEL_LABELS, JOB_SORT_LABELS, JOB_SORTS, type TJobSort } from '@bazaar/shared/job-constants';
import { toPaisa } from '@bazaar/shared/money';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { FilterChip } from '@/components/listing/filter-parts';
import { ListingLayout, useListingDrawer } from '@/components/listing/listing-layout';
import { useListingState } from '@/components/listing/use-listing-state';
import { formatPrice } from '@/lib/format';
import type { TAddressChain } from '@/platform/address/address-selects';
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
  const drawer = useListingDrawer();
  const [placeChain, setPlaceChain] = useState<TAddressChain>(EMPTY_CHAIN);
  const hrefOf = (next: TJobListState) => `${basePath}${serializeJobListState(next, Boolean(fixedCategory))}`;
  const { state, writeState, update, goToPage } = useListingState(
    serverSearch,
    (params): TJobListState => ({
      ...parseJobListState(params),
      ...(fixedCategory ? { category: fixedCategory } : {}),
    }),
    hrefOf,
  );
  const list = useJobList(toJobListQuery(state, searchText));
  const categories = useJobCategories();

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

  return (
    <ListingLayout
      drawer={drawer}
      filters={filters}
      intro={intro}
      noun={['job', 'jobs']}
      list={list}
      activeCount={activeCount}
      chips={chips}
      isFiltered={isFiltered}
      onClearFilters={() => writeState(cleared)}
      clearedHref={hrefOf(cleared)}
      firstPageHref={hrefOf({ ...state, page: 1 })}
      sorts={JOB_SORTS}
      sortLabels={JOB_SORT_LABELS}
      sort={state.sort}
      onSortChange={(sort: TJobSort) => update({ sort })}
      searchText={searchText}
      searchPath="/job/search"
      empty={{
        title: 'No open jobs match',
        filteredMessage:
          'Nothing here matches every filter. Try another place, type or level, or fewer filters.',
        message: 'No open jobs here right now. Check back soon.',
        action: { label: 'Browse jobs', href: '/job' },
        browse: { label: 'Browse jobs', href: '/job' },
      }}
      skeleton={<JobGridSkeleton />}
      renderGrid={(jobs) => <JobGrid jobs={jobs} />}
      onPageChange={goToPage}
    />
  );
}
