import type { Access } from './types.ts';

/** Who may call each message route; access.test.ts checks the lists against the registered routes. */
export const MESSAGE_ACCESS: Record<string, Access> = {
  'POST /api/contact': 'public',
  'GET /api/admin/messages': 'Admin',
  'GET /api/admin/messages/unread-count': 'Admin',
  'GET /api/admin/messages/:id': 'Admin',
  'PUT /api/admin/messages/:id/read': 'Admin',
  'PUT /api/admin/messages/:id/archive': 'Admin',
  'POST /api/admin/messages/:id/reply': 'Admin',
};
