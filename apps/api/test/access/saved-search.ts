import type { Access } from './types.ts';

/** Who may call each saved-search route (only the signed-in owner reaches a saved search). */
export const SAVED_SEARCH_ACCESS: Record<string, Access> = {
  'GET /api/user/saved-searches': 'signed-in',
  'POST /api/user/saved-searches': 'signed-in',
  'PATCH /api/user/saved-searches/:id': 'signed-in',
  'POST /api/user/saved-searches/:id/seen': 'signed-in',
  'DELETE /api/user/saved-searches/:id': 'signed-in',
};
