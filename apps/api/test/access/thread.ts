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
  // The section owning the kind decides: 404 for a row that is not the caller's, 403 for their own store.
  'POST /api/thread/open/:kind/:ref': 'signed-in',
  // Only the conversation's people (and an admin reading it); anyone else 404.
  'GET /api/thread/:id/attachments/:uploadId/download': 'signed-in',
  'GET /api/admin/threads/:id': 'Admin',
};
