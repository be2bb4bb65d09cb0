import type { Access } from './types.ts';

/** Who may call each orders route; access.test.ts checks the list against the registered routes. */
export const ORDERS_ACCESS: Record<string, Access> = {};
