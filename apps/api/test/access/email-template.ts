import type { Access } from './types.ts';

/** Who may call each email-template route; access.test.ts checks the lists against the registered routes. */
export const EMAIL_TEMPLATE_ACCESS: Record<string, Access> = {
  'GET /api/admin/email-templates': 'SuperAdmin',
  'GET /api/admin/email-templates/outbox': 'SuperAdmin',
  'PUT /api/admin/email-templates/:key': 'SuperAdmin',
  'DELETE /api/admin/email-templates/:key': 'SuperAdmin',
  'POST /api/admin/email-templates/:key/test': 'SuperAdmin',
};
