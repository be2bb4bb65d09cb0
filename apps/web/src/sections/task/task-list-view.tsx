'use client';

import { toPaisa } from '@bazaar/shared/money';
import type { TTaskCard, TTaskCategory } from '@bazaar/shared/task';
import { TASK_SORT_LABELS, TASK_SORTS, type TTaskSort } from '@bazaar/shared/task-constants';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { FilterChip, PlaceChip, rangeLabel } from '@/components/listing/filter-parts';
import {
  SectionListView,
  type TSectionListKit,
  type TSectionListViewProps,
} from '@/components/listing/section-list-view';
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
  useList: (state, searchText) => useTaskList(toTaskListQuery(state, searchText)),
  useCategories: useTaskCategories,
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
