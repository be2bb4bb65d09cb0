import type { UserRow } from '../db/schema/users.ts';

/**
 * How long an instance trusts a user row it has read. Every write through this instance evicts
 * the row at once, so only other instances can lag, and by at most this long.
 */
export const USER_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

/** A short-lived copy of user rows for the per-request session check (the hottest query). */
export type UserCache = {
  get: (id: string) => UserRow | undefined;
  set: (row: UserRow) => void;
  evict: (id: string) => void;
};

export function createUserCache(ttlMs = USER_CACHE_TTL_MS, now: () => number = Date.now): UserCache {
  const entries = new Map<string, { row: UserRow; expiresAt: number }>();
  return {
    get: (id) => {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(id);
        return undefined;
      }
      return entry.row;
    },
    set: (row) => {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(row.id, { row, expiresAt: now() + ttlMs });
    },
    evict: (id) => {
      entries.delete(id);
    },
  };
}
