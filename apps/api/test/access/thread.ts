import type { Access } from './types.ts';

/**
 * Who may call each thread route; access.test.ts checks the lists against the registered routes.
 * Any signed-in account reaches them: the service answers 404 outside a thread, and lets an admin
 * read (never write) any thread.
 */
export const THREAD_ACCESS: Record<string, Access> = {
  'GET /api/thread/mine': 'signed-in',
  'GET /api/thread/subject/:kind/:subjectId': 'signed-in',
  'GET /api/thread/:id/messages': 'signed-in',
  'POST /api/thread/:id/messages': 'signed-in',
  'PUT /api/thread/:id/read': 'signed-in',
};
