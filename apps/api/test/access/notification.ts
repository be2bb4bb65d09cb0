import type { Access } from './types.ts';

/** Who may call each notification route; access.test.ts checks the lists against the registered routes. */
export const NOTIFICATION_ACCESS: Record<string, Access> = {
  'GET /api/notification/all': 'signed-in',
  'PUT /api/notification/mark-all-as-seen': 'signed-in',
  'GET /api/notification/choices': 'signed-in',
  'PUT /api/notification/choices': 'signed-in',
  'PUT /api/notification/:id/seen': 'signed-in',
  'GET /api/notification/unsubscribe': 'public',
  'POST /api/notification/unsubscribe': 'public',
};
