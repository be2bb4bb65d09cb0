import type { Access } from './types.ts';

/** Who may call each order route; access.test.ts checks the lists against the registered routes. */
export const ORDER_ACCESS: Record<string, Access> = {
  'GET /api/order/user/orders': 'User',
  'GET /api/order/user/orders/:id': 'User',
  'PUT /api/order/user/orders/:id/cancel': 'User',
  'GET /api/vendor/orders': 'Vendor',
  'GET /api/vendor/orders/:id': 'Vendor',
  'PUT /api/vendor/orders/:id/status': 'Vendor',
  'GET /api/admin/orders': 'Admin',
  'GET /api/admin/orders/:id': 'Admin',
  'PUT /api/admin/orders/:id/status': 'Admin',
};
