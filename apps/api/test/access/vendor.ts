import type { Access } from './types.ts';

/** Who may call each vendor route; access.test.ts checks the lists against the registered routes. */
export const VENDOR_ACCESS: Record<string, Access> = {
  'GET /api/store/:slug': 'public',
  'GET /api/admin/vendors': 'Admin',
  'PUT /api/admin/vendors/:id/status': 'Admin',
  'GET /api/vendor/dashboard': 'Vendor',
  'GET /api/vendor/profile': 'Vendor',
  'PUT /api/vendor/profile': 'Vendor',
};
