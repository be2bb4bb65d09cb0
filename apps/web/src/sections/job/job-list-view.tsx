'use client';

import type { TJobCard, TJobCategory } from '@bazaar/shared/job';
import { JOB_LEVEL_LABELS, JOB_SORT_LABELS, JOB_SORTS, type TJobSort } from '@bazaar/shared/job-constants';
import { toPaisa } from '@bazaar/shared/money';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { FilterChip, PlaceChip } from '@/components/listing/filter-parts';
import {
  SectionListView,
  type TSectionListKit,
  type TSectionListViewProps,
} from '@/components/listing/section-list-view';
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

/** The job list's kit: filters by category, type, level, place and salary. */
const JOB_LIST: TSectionListKit<TJobListState, TJobSort, TJobCard, TJobCategory> = {
  home: '/job',
  section: 'job',
  toQuery: toJobListQuery,
  noun: ['job', 'jobs'],
  sorts: JOB_SORTS,
  sortLabels: JOB_SORT_LABELS,
  searchPath: '/job/search',
  parse: parseJobListState,
  serialize: serializeJobListState,
  hasFilters: hasJobFilters,
  clearFilters: clearJobFilters,
  useList: (state, searchText) => useJobList(toJobListQuery(state, searchText)),
  useCategories: useJobCategories,
  activeFilters: (state) => [state.place, state.type, state.level, state.minSalaryRupees !== undefined],
  chips: (state, update) => {
    const chips: ReactNode[] = [];
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
      chips.push(<PlaceChip key="place" onRemove={() => update({ place: undefined })} />);
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
    return chips;
  },
  Filters: JobFilters,
  empty: {
    title: 'No open jobs match',
    filteredMessage: 'Nothing here matches every filter. Try another place, type or level, or fewer filters.',
    message: 'No open jobs here right now. Check back soon.',
    action: { label: 'Browse jobs', href: '/job' },
    browse: { label: 'Browse jobs', href: '/job' },
  },
  skeleton: <JobGridSkeleton />,
  renderGrid: (jobs) => <JobGrid jobs={jobs} />,
};

/** The job listing: the shared section list view with the job kit. */
export function JobListView(props: TSectionListViewProps) {
  return <SectionListView kit={JOB_LIST} {...props} />;
}
