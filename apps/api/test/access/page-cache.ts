import type { Access } from './types.ts';

/** Who may call each page-cache route; access.test.ts checks the lists against the registered routes. */
export const PAGE_CACHE_ACCESS: Record<string, Access> = {
  'GET /api/page-cache/purges': 'web-server',
};
