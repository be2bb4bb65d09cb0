'use client';

import type { TRentCard } from '@bazaar/shared/rent';
import { ListReader, type TListReaderProps, type TListReads } from '@/components/listing/list-reader';
import type { ListingPage } from '@/components/listing/listing-layout';
import { useRentList } from './queries';
import { type TRentListState, toRentListQuery } from './rent-params';

const NO_CATEGORIES = { data: undefined };

/** The rent listing's reads through queries, loaded when the listing needs them (decision 066). */
const RENT_LIST_READS: TListReads<TRentListState, ListingPage<TRentCard>, { slug: string; name: string }> = {
  useList: (state, searchText) => useRentList(toRentListQuery(state, searchText)),
  useCategories: () => NO_CATEGORIES,
};

/** The rent listing's `Reader` (`listReader`). */
export function RentListReader(
  props: TListReaderProps<TRentListState, ListingPage<TRentCard>, { slug: string; name: string }>,
) {
  return <ListReader reads={RENT_LIST_READS} {...props} />;
}
