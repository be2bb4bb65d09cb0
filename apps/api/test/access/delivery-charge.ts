import type { Access } from './types.ts';

/** Who may call each delivery-charge route; access.test.ts checks the lists against the registered routes. */
export const DELIVERY_CHARGE_ACCESS: Record<string, Access> = {
  'GET /api/admin/site-setting/delivery-charge': 'SuperAdmin',
  'PUT /api/admin/site-setting/delivery-charge': 'SuperAdmin',
};
