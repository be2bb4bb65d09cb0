import type { Access } from './types.ts';

/** Who may call each auth route; access.test.ts checks the lists against the registered routes. */
export const AUTH_ACCESS: Record<string, Access> = {
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  // The refresh secret in the body is the credential: it opens one session and nothing else.
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/logout-everywhere': 'signed-in',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/my-profile': 'signed-in',
  'PUT /api/auth/my-profile': 'signed-in',
  'PUT /api/auth/change-password': 'signed-in',
};
