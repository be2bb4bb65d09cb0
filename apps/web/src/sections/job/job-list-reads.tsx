'use client';

import type { TJobCard, TJobCategory } from '@bazaar/shared/job';
import { ListReader, type TListReaderProps, type TListReads } from '@/components/listing/list-reader';
import type { ListingPage } from '@/components/listing/listing-layout';
import { type TJobListState, toJobListQuery } from './job-params';
import { useJobCategories, useJobList } from './queries';

/** The job listing's reads through queries, loaded when the listing needs them (decision 066). */
const JOB_LIST_READS: TListReads<TJobListState, ListingPage<TJobCard>, TJobCategory> = {
  useList: (state, searchText) => useJobList(toJobListQuery(state, searchText)),
  useCategories: useJobCategories,
};

/** The job listing's `Reader` (`listReader`). */
export function JobListReader(props: TListReaderProps<TJobListState, ListingPage<TJobCard>, TJobCategory>) {
  return <ListReader reads={JOB_LIST_READS} {...props} />;
}
