import type { Access } from './types.ts';

/** Who may call each content route; access.test.ts checks the list against the registered routes. */
export const CONTENT_ACCESS: Record<string, Access> = {
  'GET /api/slider': 'public',
  'GET /api/admin/sliders': 'Admin',
  'POST /api/admin/sliders': 'Admin',
  'PUT /api/admin/sliders/:id': 'Admin',
  'PUT /api/admin/sliders/:id/move': 'Admin',
  'DELETE /api/admin/sliders/:id': 'Admin',
  'GET /api/ad/:slot': 'public',
  'GET /api/admin/ads': 'SuperAdmin',
  'PUT /api/admin/ads/:slot': 'SuperAdmin',
};
