import type { Access } from './types.ts';

/** Who may call each live route; access.test.ts checks the lists against the registered routes. */
export const LIVE_ACCESS: Record<string, Access> = {
  'GET /api/live': 'signed-in',
};
