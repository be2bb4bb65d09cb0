'use client';

import { toPaisa } from '@bazaar/shared/money';
import type { TTaskCard, TTaskCategory } from '@bazaar/shared/task';
import { TASK_SORT_LABELS, TASK_SORTS, type TTaskSort } from '@bazaar/shared/task-constants';
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
import { taskKeys } from './query-keys';
import { TaskGrid, TaskGridSkeleton } from './task-grid';
import {
  clearTaskFilters,
  hasTaskFilters,
  parseTaskListState,
  serializeTaskListState,
  type TTaskListState,
  toTaskListQuery,
} from './task-params';

// The panel and the phone's drawer load when first shown, so a phone's first load carries neither; the
// panel reads through queries (a place's names, a section's types), so it loads with the library.
const TaskFilters = partWithQueries(() => import('./task-filters').then((m) => m.TaskFilters));

type TaskListViewProps = TSectionListViewProps;

/** The task list's kit: Open tasks first; filters by category, place, remote, budget and due date. */
const TASK_LIST: TSectionListKit<TTaskListState, TTaskSort, TTaskCard, TTaskCategory> = {
  home: '/task',
  section: 'task',
  toQuery: toTaskListQuery,
  noun: ['task', 'tasks'],
  sorts: TASK_SORTS,
  sortLabels: TASK_SORT_LABELS,
  searchPath: '/task/search',
  parse: parseTaskListState,
  serialize: serializeTaskListState,
  hasFilters: hasTaskFilters,
  clearFilters: clearTaskFilters,
  listKey: (state, searchText) => taskKeys.list(toTaskListQuery(state, searchText)),
  categoriesKey: taskKeys.categories(),
  Reader: listReader(() => import('./task-list-reads').then((m) => m.TaskListReader)),
  activeFilters: (state) => [
    state.place,
    state.remote,
    state.minRupees !== undefined || state.maxRupees !== undefined,
    state.date,
  ],
  chips: (state, update) => {
    const chips: ReactNode[] = [];
    if (state.remote)
      chips.push(<FilterChip key="remote" label="Remote" onRemove={() => update({ remote: false })} />);
    if (state.place) {
      chips.push(<PlaceChip key="place" onRemove={() => update({ place: undefined })} />);
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
    return chips;
  },
  Filters: TaskFilters,
  empty: {
    title: 'No tasks match',
    filteredMessage: 'Nothing here matches every filter. Try a wider budget, another place or fewer filters.',
    message: 'No tasks here yet. Post one and taskers nearby will make offers.',
    action: { label: 'Post a task', href: '/user/task/create' },
    browse: { label: 'Browse tasks', href: '/task' },
  },
  skeleton: <TaskGridSkeleton />,
  renderGrid: (tasks) => <TaskGrid tasks={tasks} />,
};

/**
 * The task listing (the shared section list view with the task kit): Open tasks first. All of it lives
 * in the URL's search params, so a filtered page can be shared or reloaded.
 */
export function TaskListView(props: TaskListViewProps) {
  return <SectionListView kit={TASK_LIST} {...props} />;
}
