import type { AuthSessionRow } from '../db/schema/users.ts';
import { USER_CACHE_TTL_MS } from './user-cache.ts';

const MAX_ENTRIES = 10_000;

/**
 * A short-lived copy of session rows for the per-request check, like the user cache: a sign-out
 * through this instance evicts at once, and the revocation bus (lib/revocation-bus.ts) evicts on the
 * other instances, so none keeps trusting a signed-out session.
 */
export type SessionCache = {
  get: (id: string) => AuthSessionRow | undefined;
  set: (row: AuthSessionRow) => void;
  evict: (id: string) => void;
  evictUser: (userId: string) => void;
};

export function createSessionCache(ttlMs = USER_CACHE_TTL_MS, now: () => number = Date.now): SessionCache {
  const entries = new Map<string, { row: AuthSessionRow; expiresAt: number }>();
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
    evictUser: (userId) => {
      for (const [id, entry] of entries) if (entry.row.userId === userId) entries.delete(id);
    },
  };
}
