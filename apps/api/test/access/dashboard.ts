import type { Access } from './types.ts';

/** Who may call each dashboard route; access.test.ts checks the lists against the registered routes. */
export const DASHBOARD_ACCESS: Record<string, Access> = {
  'GET /api/admin/dashboard': 'Admin',
};
