import type { Access } from './types.ts';

/** Who may call each voucher route; access.test.ts checks the lists against the registered routes. */
export const VOUCHER_ACCESS: Record<string, Access> = {
  'GET /api/admin/vouchers': 'Admin',
  'POST /api/admin/vouchers': 'Admin',
  'PUT /api/admin/vouchers/:id': 'Admin',
  'DELETE /api/admin/vouchers/:id': 'Admin',
};
