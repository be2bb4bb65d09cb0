import type { Access } from './types.ts';

/** Who may call each vendor-payment route; access.test.ts checks the lists against the registered routes. */
export const VENDOR_PAYMENT_ACCESS: Record<string, Access> = {
  'GET /api/vendor/payments': 'Vendor',
  'GET /api/admin/vendor-payments': 'Admin',
  'GET /api/admin/vendor-payments/:vendorId': 'Admin',
  'POST /api/admin/vendor-payments/:vendorId/payouts': 'Admin',
};
