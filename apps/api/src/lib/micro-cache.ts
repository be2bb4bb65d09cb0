/**
 * How long an instance serves a cached catalogue answer. Every catalogue write through this instance
 * clears the cache at once, so only other instances can lag, and by at most this long
 * (docs/decisions/007-catalogue-micro-cache.md).
 */
export const CATALOGUE_CACHE_TTL_MS = 5_000;
/** The most answers kept; the least recently used goes first. */
export const CATALOGUE_CACHE_MAX_ENTRIES = 2_000;

/**
 * A small in-process LRU of recent answers with a short TTL. Concurrent misses for one key share a
 * single load. An answer read in the last fifth of its life is still served, and one fresh load
 * starts behind it, so a key in steady demand rarely makes a reader wait; no answer is ever served
 * later than `ttlMs` after its load started. Values are shared between callers: never mutate them.
 */
export type MicroCache = {
  /** The cached answer for `key`, or the result of `load` (one load per key at a time). */
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /** Forgets every answer; loads already running are not stored. Call after every write. */
  clear: () => void;
  /** Entries held now (expired ones included until they are read or pushed out). */
  size: () => number;
};

export type MicroCacheOptions = {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
};

/** The share of its life after which a read also starts loading a fresh answer. */
const REFRESH_AHEAD_AT = 0.8;

type Entry = { value: unknown; refreshAt: number; expiresAt: number };

export function createMicroCache(opts: MicroCacheOptions = {}): MicroCache {
  const maxEntries = opts.maxEntries ?? CATALOGUE_CACHE_MAX_ENTRIES;
  const ttlMs = opts.ttlMs ?? CATALOGUE_CACHE_TTL_MS;
  const now = opts.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  // Bumped by clear(): a load that started before a write must not store what it read.
  let generation = 0;

  function store(key: string, value: unknown, startedAt: number): void {
    entries.delete(key);
    // Timed from the start of the load: the data is at least that fresh.
    entries.set(key, {
      value,
      refreshAt: startedAt + ttlMs * REFRESH_AHEAD_AT,
      expiresAt: startedAt + ttlMs,
    });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function start<T>(key: string, load: () => Promise<T>): Promise<T> {
    const startedIn = generation;
    const startedAt = now();
    const promise = load().then((value) => {
      if (startedIn === generation) store(key, value, startedAt);
      return value;
    });
    const settle = () => {
      if (loading.get(key) === promise) loading.delete(key);
    };
    promise.then(settle, settle);
    loading.set(key, promise);
    return promise;
  }

  return {
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const entry = entries.get(key);
      const at = now();
      if (entry) {
        if (entry.expiresAt > at) {
          entries.delete(key);
          entries.set(key, entry);
          // Refresh ahead; a failed refresh leaves the entry to expire as usual.
          if (at >= entry.refreshAt && !loading.has(key)) start(key, load).catch(() => {});
          return Promise.resolve(entry.value as T);
        }
        entries.delete(key);
      }
      const running = loading.get(key);
      if (running) return running as Promise<T>;
      return start(key, load);
    },
    clear: () => {
      generation++;
      entries.clear();
      loading.clear();
    },
    size: () => entries.size,
  };
}
