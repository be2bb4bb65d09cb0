import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Window = { count: number; startedAt: number };

/** Windows kept at most; past it the oldest goes (it is the nearest to ending anyway). */
const MAX_KEYS = 50_000;

/**
 * The API-wide limit's counts in process memory (one API without Redis): a fixed window per client.
 * @fastify/rate-limit's own memory store answers every request with the same mutable object per
 * client, read after an `await`: requests dispatched together (pipelined on one connection, or
 * injected) all read the count of the last one, so a burst of 50 with a limit of 20 had all 50
 * refused. Each answer here is a snapshot of its own.
 */
export class MemoryRateLimitStore implements FastifyRateLimitStore {
  readonly #windows = new Map<string, Window>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      // Re-inserted, so the map stays ordered by when each window started.
      this.#windows.delete(key);
      window = { count: 0, startedAt: now };
      this.#windows.set(key, window);
      if (this.#windows.size > MAX_KEYS) {
        const oldest = this.#windows.keys().next().value;
        if (oldest !== undefined) this.#windows.delete(oldest);
      }
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Routes with limits of their own would count apart (none has one today). */
  child(): FastifyRateLimitStore {
    return new MemoryRateLimitStore();
  }
}
