import type { Access } from './types.ts';

/** Who may call each site-setting route; access.test.ts checks the lists against the registered routes. */
export const SITE_SETTING_ACCESS: Record<string, Access> = {
  'GET /api/site-setting/site-setting': 'public',
  'PUT /api/site-setting/site-setting': 'SuperAdmin',
};
