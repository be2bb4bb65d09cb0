import type { TProductListQuery } from '@bazaar/shared/product';

// Kept apart from the hooks (a client module) so server renders can prefetch under the same keys.

/** Categories change rarely; a tree fetched once per visit is fresh enough. */
export const CATEGORY_STALE_MS = 5 * 60_000;
/** A listing is fresh for a minute, so Back and Forward show it at once. */
export const PRODUCT_LIST_STALE_MS = 60_000;

export const categoryKeys = {
  all: ['category'] as const,
  trees: () => [...categoryKeys.all, 'tree'] as const,
  tree: (section: 'shop') => [...categoryKeys.trees(), section] as const,
  details: () => [...categoryKeys.all, 'detail'] as const,
  detail: (section: 'shop', slug: string) => [...categoryKeys.details(), section, slug] as const,
};

export const productKeys = {
  all: ['product'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: TProductListQuery) => [...productKeys.lists(), query] as const,
  searches: () => [...productKeys.all, 'search'] as const,
  search: (query: TProductListQuery) => [...productKeys.searches(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (slug: string) => [...productKeys.details(), slug] as const,
};
