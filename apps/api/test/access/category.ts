import type { Access } from './types.ts';

/** Who may call each category route; access.test.ts checks the lists against the registered routes. */
export const CATEGORY_ACCESS: Record<string, Access> = {
  'GET /api/category/:section/tree': 'public',
  'GET /api/category/:section/:slug': 'public',
  'GET /api/admin/categories': 'Admin',
  'POST /api/admin/categories': 'Admin',
  'PUT /api/admin/categories/:id': 'Admin',
  'DELETE /api/admin/categories/:id': 'Admin',
};
