import type { Access } from './types.ts';

/** Who may call each cross-section offer route; access.test.ts checks the lists against the registered routes. */
export const CROSS_SELL_ACCESS: Record<string, Access> = {
  'GET /api/cross-sell/offer/:from/:id': 'public',
  'GET /api/cross-sell/rentals-near-job/:id': 'public',
  'GET /api/cross-sell/orders/:orderId': 'signed-in',
  'POST /api/cross-sell/events': 'public',
  'GET /api/admin/cross-sell': 'Admin',
  'PUT /api/admin/cross-sell/links': 'Admin',
  'DELETE /api/admin/cross-sell/links/:id': 'Admin',
};
