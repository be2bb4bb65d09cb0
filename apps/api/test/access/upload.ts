import type { Access } from './types.ts';

/** Who may call each upload route; access.test.ts checks the lists against the registered routes. */
export const UPLOAD_ACCESS: Record<string, Access> = {
  'POST /api/upload/image': 'signed-in',
};
