import type { Access } from './types.ts';

/** Who may call each search route; access.test.ts checks the lists against the registered routes. */
export const SEARCH_ACCESS: Record<string, Access> = {
  'GET /api/search': 'public',
  'GET /api/search/suggest': 'public',
};
