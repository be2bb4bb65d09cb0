import type { Access } from './types.ts';

/** Who may call each checkout route; access.test.ts checks the lists against the registered routes. */
export const CHECKOUT_ACCESS: Record<string, Access> = {
  'POST /api/order/user/checkout/quote': 'User',
  'POST /api/order/user/checkout': 'User',
};
