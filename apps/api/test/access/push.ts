import type { Access } from './types.ts';

/** Who may call each web push route; access.test.ts checks the lists against the registered routes. */
export const PUSH_ACCESS: Record<string, Access> = {
  'GET /api/push/public-key': 'public',
  'POST /api/push/subscriptions': 'signed-in',
  'DELETE /api/push/subscriptions': 'signed-in',
};
