import type { Access } from './types.ts';

/** Who may call each reviews route; access.test.ts checks the list against the registered routes. */
export const REVIEWS_ACCESS: Record<string, Access> = {};
