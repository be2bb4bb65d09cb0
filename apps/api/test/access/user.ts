import type { Access } from './types.ts';

/** Who may call each user route; access.test.ts checks the lists against the registered routes. */
export const USER_ACCESS: Record<string, Access> = {
  'GET /api/admin/users': 'Admin',
  'PUT /api/admin/users/:id/status': 'Admin',
  'GET /api/admin/users/:id': 'Admin',
  'PUT /api/admin/users/:id/roles': 'SuperAdmin',
  'GET /api/admin/admins': 'SuperAdmin',
  'POST /api/admin/admins': 'SuperAdmin',
  'POST /api/admin/admins/existing': 'SuperAdmin',
  'DELETE /api/admin/admins/:id': 'SuperAdmin',
};
