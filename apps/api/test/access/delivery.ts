import type { Access } from './types.ts';

/** Who may call each delivery route; access.test.ts checks the lists against the registered routes. */
export const DELIVERY_ACCESS: Record<string, Access> = {
  'GET /api/admin/deliveries': 'Admin',
  'PUT /api/admin/deliveries/:id': 'Admin',
};
