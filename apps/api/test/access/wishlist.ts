import type { Access } from './types.ts';

/** Who may call each wishlist route; access.test.ts checks the lists against the registered routes. */
export const WISHLIST_ACCESS: Record<string, Access> = {
  'GET /api/wishlist': 'User',
  'GET /api/wishlist/ids': 'User',
  'POST /api/wishlist': 'User',
  'DELETE /api/wishlist/:productId': 'User',
};
