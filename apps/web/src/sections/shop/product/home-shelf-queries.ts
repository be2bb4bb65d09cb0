import type { TProductListQuery } from '@bazaar/shared/product';
import type { TProductSort } from '@bazaar/shared/product-constants';

// Not in home-shelves.tsx: the server page reads these to prefetch, and a 'use client' module's
// exports are only references on the server.

/** Cards on a shelf: one row of six on a wide screen, a row to swipe on a phone. */
const SHELF_SIZE = 6;

/** The home page's shelves, each a sort of the whole catalogue and a link to the rest of it. */
export const HOME_SHELVES: ReadonlyArray<{ id: string; title: string; sort: TProductSort }> = [
  { id: 'featured', title: 'Featured', sort: 'relevance' },
  { id: 'new', title: 'New arrivals', sort: 'newest' },
  { id: 'best-selling', title: 'Best sellers', sort: 'best_selling' },
];

export function shelfQuery(sort: TProductSort): TProductListQuery {
  return { page: 1, limit: SHELF_SIZE, sort };
}

export const SHELF_SKELETONS = SHELF_SIZE;
