import type { Access } from './types.ts';

/** Who may call each product route; access.test.ts checks the lists against the registered routes. */
export const PRODUCT_ACCESS: Record<string, Access> = {
  'GET /api/product': 'public',
  'GET /api/product/search': 'public',
  'GET /api/product/slug/:slug': 'public',
  'GET /api/product/:id/related': 'public',
  'GET /api/vendor/products': 'Vendor',
  'GET /api/vendor/products/:id': 'Vendor',
  'POST /api/vendor/products': 'Vendor',
  'PUT /api/vendor/products/:id': 'Vendor',
  'PUT /api/vendor/products/:id/status': 'Vendor',
  'GET /api/admin/products': 'Admin',
  'PUT /api/admin/products/:id/flags': 'Admin',
};
