import type { Access } from './types.ts';

/** Who may call each cart route; access.test.ts checks the lists against the registered routes. */
export const CART_ACCESS: Record<string, Access> = {
  'GET /api/order/user/my-cart': 'User',
  'POST /api/order/user/cart': 'User',
  'POST /api/order/user/cart/merge': 'User',
  'PUT /api/order/user/cart/:itemId': 'User',
  'DELETE /api/order/user/cart/:itemId': 'User',
  'DELETE /api/order/user/cart': 'User',
  'POST /api/cart/preview': 'public',
};
