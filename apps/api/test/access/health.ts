import type { Access } from './types.ts';

/** Who may call each health route; access.test.ts checks the lists against the registered routes. */
export const HEALTH_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
};
