import type { Access } from './types.ts';

/** Who may call each slider route; access.test.ts checks the lists against the registered routes. */
export const SLIDER_ACCESS: Record<string, Access> = {
  'GET /api/slider': 'public',
  'GET /api/admin/sliders': 'Admin',
  'POST /api/admin/sliders': 'Admin',
  'PUT /api/admin/sliders/:id': 'Admin',
  'PUT /api/admin/sliders/:id/move': 'Admin',
  'DELETE /api/admin/sliders/:id': 'Admin',
};
