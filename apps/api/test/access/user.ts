import type { Access } from './types.ts';

/** Who may call each user route; access.test.ts checks the lists against the registered routes. */
export const USER_ACCESS: Record<string, Access> = {
  'GET /api/admin/users': 'Admin',
  'PUT /api/admin/users/:id/status': 'Admin',
  'PUT /api/admin/users/:id/roles': 'SuperAdmin',
};
