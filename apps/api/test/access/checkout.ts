import type { Access } from './types.ts';

/** Who may call each checkout route; access.test.ts checks the list against the registered routes. */
export const CHECKOUT_ACCESS: Record<string, Access> = {};
