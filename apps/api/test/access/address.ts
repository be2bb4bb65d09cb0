import type { Access } from './types.ts';

/** Who may call each address route; access.test.ts checks the lists against the registered routes. */
export const ADDRESS_ACCESS: Record<string, Access> = {
  'GET /api/address/children': 'public',
  'GET /api/admin/addresses': 'Admin',
  'POST /api/admin/addresses': 'Admin',
  'PUT /api/admin/addresses/:id': 'Admin',
  'DELETE /api/admin/addresses/:id': 'Admin',
};
