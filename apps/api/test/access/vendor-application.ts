import type { Access } from './types.ts';

/** Who may call each vendor-application route; access.test.ts checks the lists against the registered routes. */
export const VENDOR_APPLICATION_ACCESS: Record<string, Access> = {
  'POST /api/vendor-application': 'User',
  'GET /api/vendor-application/mine': 'User',
  'GET /api/admin/vendor-applications': 'Admin',
  'PUT /api/admin/vendor-applications/:id/approve': 'Admin',
  'PUT /api/admin/vendor-applications/:id/reject': 'Admin',
};
