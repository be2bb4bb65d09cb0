import type { Access } from './types.ts';

/** Who may call each content route; access.test.ts checks the list against the registered routes. */
export const CONTENT_ACCESS: Record<string, Access> = {};
