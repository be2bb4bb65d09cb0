import type { Redis } from 'ioredis';

export type CounterState = { count: number; resetInSeconds: number };

/** Fixed-window counters (failed logins); memory for one process, Redis for many. */
export type CounterStore = {
  get: (key: string) => Promise<CounterState>;
  increment: (key: string, windowSeconds: number) => Promise<CounterState>;
  reset: (key: string) => Promise<void>;
};

/** In-process counters; right for a single API instance. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const stateOf = (entry: { count: number; expiresAt: number } | undefined): CounterState =>
    entry
      ? { count: entry.count, resetInSeconds: Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)) }
      : { count: 0, resetInSeconds: 0 };
  return {
    get: async (key) => stateOf(read(key)),
    increment: async (key, windowSeconds) => {
      const entry = read(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      entries.set(key, entry);
      // Keep the map bounded: drop expired entries now and then.
      if (entries.size > 10_000) for (const k of entries.keys()) read(k);
      return stateOf(entry);
    },
    reset: async (key) => {
      entries.delete(key);
    },
  };
}

/** Counters shared by every API instance through Redis. */
export function createRedisCounterStore(redis: Redis, prefix: string): CounterStore {
  const k = (key: string) => `${prefix}${key}`;
  return {
    get: async (key) => {
      const [[, count], [, ttl]] = (await redis.multi().get(k(key)).ttl(k(key)).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      return { count: Number(count ?? 0), resetInSeconds: Math.max(0, ttl) };
    },
    increment: async (key, windowSeconds) => {
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(k(key))
        .expire(k(key), windowSeconds, 'NX')
        .ttl(k(key))
        .exec()) as [[Error | null, number], unknown, [Error | null, number]];
      return { count, resetInSeconds: Math.max(1, ttl) };
    },
    reset: async (key) => {
      await redis.del(k(key));
    },
  };
}
