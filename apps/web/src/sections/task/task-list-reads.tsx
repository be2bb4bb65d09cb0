'use client';

import type { TTaskCard, TTaskCategory } from '@bazaar/shared/task';
import { ListReader, type TListReaderProps, type TListReads } from '@/components/listing/list-reader';
import type { ListingPage } from '@/components/listing/listing-layout';
import { useTaskCategories, useTaskList } from './queries';
import { type TTaskListState, toTaskListQuery } from './task-params';

/** The task listing's reads through queries, loaded when the listing needs them (decision 066). */
const TASK_LIST_READS: TListReads<TTaskListState, ListingPage<TTaskCard>, TTaskCategory> = {
  useList: (state, searchText) => useTaskList(toTaskListQuery(state, searchText)),
  useCategories: useTaskCategories,
};

/** The task listing's `Reader` (`listReader`). */
export function TaskListReader(
  props: TListReaderProps<TTaskListState, ListingPage<TTaskCard>, TTaskCategory>,
) {
  return <ListReader reads={TASK_LIST_READS} {...props} />;
}
