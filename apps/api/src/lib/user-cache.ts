import type { UserRow } from '../db/schema/users.ts';

/**
 * How long an instance trusts a user row it has read. Every write through this instance evicts
 * the row at once, so only other instances can lag, and by at most this long.
 */
export const USER_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

/** A short-lived copy of rows read on every request, by id; evicted at once by the writes of this instance. */
export type RowCache<T extends { id: string }> = {
  get: (id: string) => T | undefined;
  set: (row: T) => void;
  evict: (id: string) => void;
  /** Evicts every row that matches (e.g. all sessions of one user). */
  evictWhere: (matches: (row: T) => boolean) => void;
  /** The cached row, else the one `load` reads (kept when found). */
  getOrLoad: (id: string, load: (id: string) => Promise<T | undefined>) => Promise<T | undefined>;
};

export function createRowCache<T extends { id: string }>(ttlMs: number, now: () => number): RowCache<T> {
  const entries = new Map<string, { row: T; expiresAt: number }>();
  // Bumped by every eviction: a read that started before one must not store the row it read (it may be
  // the row the write just changed, kept for the whole TTL).
  let evictions = 0;
  const get = (id: string): T | undefined => {
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(id);
      return undefined;
    }
    return entry.row;
  };
  const set = (row: T): void => {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(row.id, { row, expiresAt: now() + ttlMs });
  };
  return {
    get,
    set,
    getOrLoad: async (id, load) => {
      const cached = get(id);
      if (cached) return cached;
      const startedAt = evictions;
      const row = await load(id);
      if (row && startedAt === evictions) set(row);
      return row;
    },
    evict: (id) => {
      evictions++;
      entries.delete(id);
    },
    evictWhere: (matches) => {
      evictions++;
      for (const [id, entry] of entries) if (matches(entry.row)) entries.delete(id);
    },
  };
}

/** A short-lived copy of user rows for the per-request session check (the hottest query). */
export type UserCache = RowCache<UserRow>;

export function createUserCache(ttlMs = USER_CACHE_TTL_MS, now: () => number = Date.now): UserCache {
  return createRowCache<UserRow>(ttlMs, now);
}
