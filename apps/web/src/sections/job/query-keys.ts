import type { TJobListQuery } from '@bazaar/shared/job';

// Kept apart from the hooks (a client module) so server renders can prefetch under the same keys.

/** A listing is fresh for a minute, so Back and Forward show it at once. */
export const JOB_LIST_STALE_MS = 60_000;
export const JOB_CATEGORY_STALE_MS = 5 * 60_000;

export const jobKeys = {
  all: ['job'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: TJobListQuery) => [...jobKeys.lists(), query] as const,
  categories: () => [...jobKeys.all, 'categories'] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  /** The signed-in reader's side of one job (GET /job/:id/me). */
  viewer: (id: string) => [...jobKeys.all, 'viewer', id] as const,
  /** The signed-in user's applications. */
  mine: () => [...jobKeys.all, 'mine'] as const,
  vendor: () => [...jobKeys.all, 'vendor'] as const,
  admin: () => [...jobKeys.all, 'admin'] as const,
};
