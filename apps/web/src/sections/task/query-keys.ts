import type { TTaskListQuery } from '@bazaar/shared/task';

// Kept apart from the hooks (a client module) so server renders can prefetch under the same keys.

/** A listing is fresh for a minute, so Back and Forward show it at once. */
export const TASK_LIST_STALE_MS = 60_000;
export const TASK_CATEGORY_STALE_MS = 5 * 60_000;

export const taskKeys = {
  all: ['task'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (query: TTaskListQuery) => [...taskKeys.lists(), query] as const,
  categories: () => [...taskKeys.all, 'categories'] as const,
  detail: (id: string) => [...taskKeys.all, 'detail', id] as const,
  /** The signed-in reader's side of one task (GET /task/:id/me) and its offers. */
  viewer: (id: string) => [...taskKeys.all, 'viewer', id] as const,
  offers: (id: string) => [...taskKeys.all, 'offers', id] as const,
  serviceCharge: () => [...taskKeys.all, 'service-charge'] as const,
  /** The signed-in user's own lists: posted, assigned, reviews, tasker profile. */
  mine: () => [...taskKeys.all, 'mine'] as const,
  admin: () => [...taskKeys.all, 'admin'] as const,
};
