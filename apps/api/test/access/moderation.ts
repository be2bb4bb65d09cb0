import type { Access } from './types.ts';

/** Who may call each report and moderation route; access.test.ts checks the lists against the registered routes. */
export const MODERATION_ACCESS: Record<string, Access> = {
  'POST /api/reports': 'signed-in',
  'GET /api/admin/moderation': 'Admin',
  'POST /api/admin/moderation/actions': 'Admin',
};
