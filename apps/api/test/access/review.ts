import type { Access } from './types.ts';

/** Who may call each review route; access.test.ts checks the lists against the registered routes. */
export const REVIEW_ACCESS: Record<string, Access> = {
  'GET /api/product/:id/reviews': 'public',
  'GET /api/order/user/reviews/pending': 'User',
  'GET /api/order/user/reviews': 'User',
  'POST /api/order/user/reviews': 'User',
  'GET /api/vendor/reviews': 'Vendor',
  'PUT /api/vendor/reviews/:id/reply': 'Vendor',
  'GET /api/admin/reviews': 'Admin',
  'PUT /api/admin/reviews/:id/visibility': 'Admin',
};
