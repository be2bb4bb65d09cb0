import type { Access } from './types.ts';

/** Who may call each upload route; access.test.ts checks the lists against the registered routes. */
export const UPLOAD_ACCESS: Record<string, Access> = {
  'POST /api/upload/image': 'signed-in',
  'POST /api/upload/document': 'signed-in',
  // Signed in; the file itself is its uploader's and admins' only (others get 404, see upload.test.ts).
  'GET /api/upload/private/:id': 'signed-in',
};
