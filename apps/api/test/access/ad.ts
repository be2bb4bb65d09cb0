import type { Access } from './types.ts';

/** Who may call each ad route; access.test.ts checks the lists against the registered routes. */
export const AD_ACCESS: Record<string, Access> = {
  'GET /api/ad/:slot': 'public',
  'GET /api/admin/ads': 'SuperAdmin',
  'PUT /api/admin/ads/:slot': 'SuperAdmin',
};
