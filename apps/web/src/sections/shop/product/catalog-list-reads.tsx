'use client';

import type { TCategoryTreeNode } from '@bazaar/shared/category';
import type { TProductListResponse, TProductSearchResponse } from '@bazaar/shared/product';
import { ListReader, type TListReaderProps, type TListReads } from '@/components/listing/list-reader';
import { type TCatalogState, toProductListQuery } from './catalog-params';
import { useCategoryTree, useProductList } from './queries';

type TCatalogPage = TProductListResponse | TProductSearchResponse;

/** The catalogue's reads through queries, loaded when the listing needs them (decision 066). */
const CATALOG_READS: TListReads<TCatalogState, TCatalogPage, TCategoryTreeNode> = {
  useList: (state, searchText) => useProductList(toProductListQuery(state, searchText)),
  useCategories: useCategoryTree,
};

/** The catalogue's `Reader` (`listReader`). */
export function CatalogListReader(props: TListReaderProps<TCatalogState, TCatalogPage, TCategoryTreeNode>) {
  return <ListReader reads={CATALOG_READS} {...props} />;
}
