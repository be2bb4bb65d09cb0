import type { TCategoryTreeNode } from '@bazaar/shared/category';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import type { TProductListResponse } from '@bazaar/shared/product';
import type { TProductSort } from '@bazaar/shared/product-constants';
import { publicReadInit } from '@/lib/public-read';
import { readForPage } from '@/lib/server-api';
import { catalogApi } from './catalog-api';
import { HOME_SHELVES, shelfQuery } from './home-shelf-queries';

/** What the home page's shelves show; null where the server could not read it (the browser asks again). */
export type THomeShelvesRead = {
  categories: TCategoryTreeNode[] | null;
  lists: Partial<Record<TProductSort, TProductListResponse | null>>;
};

/**
 * Server render of the home page: the category tree and each shelf's products, handed to the shelves
 * as props, so the cards are in the HTML and the page needs no query cache (decision 057).
 */
export async function fetchHomeShelves(): Promise<THomeShelvesRead> {
  const init = publicReadInit(PAGE_TAG.catalog);
  const [categories, ...lists] = await Promise.all([
    readForPage('shop category tree', () => catalogApi.categoryTree(init)),
    ...HOME_SHELVES.map((s) =>
      readForPage(`${s.id} shelf`, () => catalogApi.products(shelfQuery(s.sort), init)),
    ),
  ]);
  return {
    categories: categories.isLoaded ? categories.value : null,
    lists: Object.fromEntries(
      HOME_SHELVES.map((s, i) => {
        const read = lists[i];
        return [s.sort, read?.isLoaded ? read.value : null];
      }),
    ),
  };
}
