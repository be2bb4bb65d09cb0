import type { Access } from './types.ts';

/** Who may call each profile route; access.test.ts checks the lists against the registered routes. */
export const PROFILE_ACCESS: Record<string, Access> = {
  'GET /api/profile/:userId': 'public',
  'GET /api/profile/:userId/reviews': 'public',
};
