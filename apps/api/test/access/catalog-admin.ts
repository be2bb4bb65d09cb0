import type { Access } from './types.ts';

/** Who may call each catalog-admin route; access.test.ts checks the list against the registered routes. */
export const CATALOG_ADMIN_ACCESS: Record<string, Access> = {
  'GET /api/vendor/products': 'Vendor',
  'GET /api/vendor/products/:id': 'Vendor',
  'POST /api/vendor/products': 'Vendor',
  'PUT /api/vendor/products/:id': 'Vendor',
  'PUT /api/vendor/products/:id/status': 'Vendor',
  'GET /api/admin/products': 'Admin',
  'PUT /api/admin/products/:id/flags': 'Admin',
  'GET /api/admin/categories': 'Admin',
  'POST /api/admin/categories': 'Admin',
  'PUT /api/admin/categories/:id': 'Admin',
  'DELETE /api/admin/categories/:id': 'Admin',
};
