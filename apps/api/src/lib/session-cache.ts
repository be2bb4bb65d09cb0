import type { AuthSessionRow } from '../db/schema/users.ts';
import { createRowCache, type RowCache, USER_CACHE_TTL_MS } from './user-cache.ts';

/**
 * A short-lived copy of session rows for the per-request check, like the user cache: a sign-out
 * through this instance evicts at once, and the revocation bus (lib/revocation-bus.ts) evicts on the
 * other instances, so none keeps trusting a signed-out session.
 */
export type SessionCache = RowCache<AuthSessionRow> & { evictUser: (userId: string) => void };

export function createSessionCache(ttlMs = USER_CACHE_TTL_MS, now: () => number = Date.now): SessionCache {
  const cache = createRowCache<AuthSessionRow>(ttlMs, now);
  return { ...cache, evictUser: (userId) => cache.evictWhere((row) => row.userId === userId) };
}
