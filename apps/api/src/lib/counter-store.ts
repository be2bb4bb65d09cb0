import type { Redis } from 'ioredis';

export type CounterState = { count: number; resetInSeconds: number };

/** One fixed-window counter and the most it may reach. */
export type CounterLimit = { key: string; max: number; windowSeconds: number };

/** What `take` answers: allowed, or refused until the fullest window ends. */
export type TakeResult = { isAllowed: true } | { isAllowed: false; resetInSeconds: number };

/** Fixed-window counters (login and reset attempts); memory for one process, Redis for many. */
export type CounterStore = {
  get: (key: string) => Promise<CounterState>;
  increment: (key: string, windowSeconds: number) => Promise<CounterState>;
  /**
   * In one atomic step: when every counter is below its max, adds one to each and allows; else
   * changes nothing. Parallel callers can never pass a limit, because each one's check and its
   * count are the same step (a check now and a count later let a burst of 200 through a limit of 5).
   */
  take: (limits: CounterLimit[]) => Promise<TakeResult>;
  /** Gives back one unit of each counter (an attempt that turned out not to count). */
  giveBack: (keys: string[]) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

type Entry = { count: number; expiresAt: number };

/** In-process counters; right for a single API instance. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, Entry>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const secondsLeft = (entry: Entry) => Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000));
  const stateOf = (entry: Entry | undefined): CounterState =>
    entry ? { count: entry.count, resetInSeconds: secondsLeft(entry) } : { count: 0, resetInSeconds: 0 };
  // Synchronous, so no other request can run between reading a counter and raising it.
  const add = (key: string, windowSeconds: number): Entry => {
    const entry = read(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
    entry.count += 1;
    entries.set(key, entry);
    // Keep the map bounded: drop expired entries now and then.
    if (entries.size > 10_000) for (const k of entries.keys()) read(k);
    return entry;
  };
  return {
    get: async (key) => stateOf(read(key)),
    increment: async (key, windowSeconds) => stateOf(add(key, windowSeconds)),
    take: async (limits) => {
      let wait = 0;
      for (const { key, max } of limits) {
        const entry = read(key);
        if (entry && entry.count >= max) wait = Math.max(wait, secondsLeft(entry));
      }
      if (wait > 0) return { isAllowed: false, resetInSeconds: wait };
      for (const { key, windowSeconds } of limits) add(key, windowSeconds);
      return { isAllowed: true };
    },
    giveBack: async (keys) => {
      for (const key of keys) {
        const entry = read(key);
        if (!entry) continue;
        entry.count -= 1;
        if (entry.count <= 0) entries.delete(key);
      }
    },
    reset: async (key) => {
      entries.delete(key);
    },
  };
}

// KEYS: the counters; ARGV: max and window of each, in turn. Answers 0 (allowed, each counter
// raised) or the seconds until the fullest window ends (nothing changed). A counter found without
// an expiry is given its window rather than trusted to block forever.
const TAKE_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('TTL', key)
    if ttl < 0 then
      redis.call('EXPIRE', key, ARGV[2 * i])
      ttl = tonumber(ARGV[2 * i])
    end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('EXPIRE', key, ARGV[2 * i]) end
end
return 0
`;

const GIVE_BACK_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then
    if redis.call('DECR', key) <= 0 then redis.call('DEL', key) end
  end
end
return 0
`;

/** Counters shared by every API instance through Redis; `take` and `giveBack` are Lua, so atomic. */
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
    take: async (limits) => {
      if (limits.length === 0) return { isAllowed: true };
      const wait = Number(
        await redis.eval(
          TAKE_SCRIPT,
          limits.length,
          ...limits.map((l) => k(l.key)),
          ...limits.flatMap((l) => [l.max, l.windowSeconds]),
        ),
      );
      return wait > 0 ? { isAllowed: false, resetInSeconds: wait } : { isAllowed: true };
    },
    giveBack: async (keys) => {
      if (keys.length === 0) return;
      await redis.eval(GIVE_BACK_SCRIPT, keys.length, ...keys.map(k));
    },
    reset: async (key) => {
      await redis.del(k(key));
    },
  };
}

/**
 * `shared` (Redis) while it answers, and this instance's own memory while it does not: the sign-in
 * and reset limits keep holding while Redis is away (per instance, so N instances let N times the
 * attempts through) instead of every sign-in failing. Counts made in memory are not carried back:
 * once Redis answers again its counters are the ones that count. `log` hears each failure.
 */
export function withMemoryFallback(shared: CounterStore, log: (err: unknown) => void): CounterStore {
  const memory = createMemoryCounterStore();
  const either =
    <A extends unknown[], R>(run: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(shared, ...args);
      } catch (err) {
        log(err);
        return run(memory, ...args);
      }
    };
  return {
    get: either((store, key: string) => store.get(key)),
    increment: either((store, key: string, windowSeconds: number) => store.increment(key, windowSeconds)),
    take: either((store, limits: CounterLimit[]) => store.take(limits)),
    giveBack: either((store, keys: string[]) => store.giveBack(keys)),
    reset: either((store, key: string) => store.reset(key)),
  };
}
