import type { TRentListQuery } from '@bazaar/shared/rent';

// Kept apart from the hooks (a client module) so server renders can prefetch under the same keys.

/** A listing is fresh for a minute, so Back and Forward show it at once. */
export const RENT_LIST_STALE_MS = 60_000;

export const rentKeys = {
  all: ['rent'] as const,
  lists: () => [...rentKeys.all, 'list'] as const,
  list: (query: TRentListQuery) => [...rentKeys.lists(), query] as const,
  /** How many listings of each type the list shows (GET /rent/types). */
  types: () => [...rentKeys.all, 'types'] as const,
  detail: (id: string) => [...rentKeys.all, 'detail', id] as const,
  /** The signed-in reader's side of one listing (GET /rent/:id/me). */
  viewer: (id: string) => [...rentKeys.all, 'viewer', id] as const,
  /** The signed-in user's own lists: posted, inquiries, a listing being edited. */
  mine: () => [...rentKeys.all, 'mine'] as const,
  admin: () => [...rentKeys.all, 'admin'] as const,
};
