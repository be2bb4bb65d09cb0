'use client';

import type { TJobCard, TJobCategory } from '@bazaar/shared/job';
import { JOB_LEVEL_LABELS, JOB_SORT_LABELS, JOB_SORTS, type TJobSort } from '@bazaar/shared/job-constants';
import { toPaisa } from '@bazaar/shared/money';
import type { ReactNode } from 'react';
import { FilterChip, PlaceChip } from '@/components/listing/filter-chips';
import {
  SectionListView,
  type TSectionListKit,
  type TSectionListViewProps,
} from '@/components/listing/section-list-view';
import { listReader } from '@/components/listing/use-server-first-list';
import { formatPrice } from '@/lib/format';
import { partWithQueries } from '@/lib/signed-in-part';
import { JobGrid, JobGridSkeleton } from './job-grid';
import {
  clearJobFilters,
  hasJobFilters,
  parseJobListState,
  serializeJobListState,
  type TJobListState,
  toJobListQuery,
} from './job-params';
import { jobKeys } from './query-keys';

// The panel and the phone's drawer load when first shown, so a phone's first load carries neither; the
// panel reads through queries (a place's names, a section's types), so it loads with the library.
const JobFilters = partWithQueries(() => import('./job-filters').then((m) => m.JobFilters));

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
  listKey: (state, searchText) => jobKeys.list(toJobListQuery(state, searchText)),
  categoriesKey: jobKeys.categories(),
  Reader: listReader(() => import('./job-list-reads').then((m) => m.JobListReader)),
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
