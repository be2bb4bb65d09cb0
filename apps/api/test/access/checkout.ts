import type { Access } from './types.ts';

/** Who may call each checkout route; access.test.ts checks the list against the registered routes. */
export const CHECKOUT_ACCESS: Record<string, Access> = {
  'GET /api/user/addresses': 'User',
  'POST /api/user/addresses': 'User',
  'PUT /api/user/addresses/:id': 'User',
  'DELETE /api/user/addresses/:id': 'User',
  'PUT /api/user/addresses/:id/default': 'User',
  'POST /api/order/user/checkout/quote': 'User',
  'POST /api/order/user/checkout': 'User',
  'GET /api/admin/vouchers': 'Admin',
  'POST /api/admin/vouchers': 'Admin',
  'PUT /api/admin/vouchers/:id': 'Admin',
  'DELETE /api/admin/vouchers/:id': 'Admin',
  'GET /api/admin/site-setting/delivery-charge': 'SuperAdmin',
  'PUT /api/admin/site-setting/delivery-charge': 'SuperAdmin',
};
