import type { Access } from './types.ts';

/** Who may call each catalog-admin route; access.test.ts checks the list against the registered routes. */
export const CATALOG_ADMIN_ACCESS: Record<string, Access> = {};
