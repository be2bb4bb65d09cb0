import type { Access } from './types.ts';

/** Who may call each address-book route; access.test.ts checks the lists against the registered routes. */
export const ADDRESS_BOOK_ACCESS: Record<string, Access> = {
  'GET /api/user/addresses': 'User',
  'POST /api/user/addresses': 'User',
  'PUT /api/user/addresses/:id': 'User',
  'DELETE /api/user/addresses/:id': 'User',
  'PUT /api/user/addresses/:id/default': 'User',
};
