import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisCounterStore, withMemoryFallback } from './counter-store.ts';

// Redis away (docs/cluster.md "Faults"): nothing listens on port 1, and a client that queues nothing
// fails each command at once, as ioredis does once its retries for a command are spent.
const away = new Redis('redis://127.0.0.1:1', {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
afterAll(() => away.disconnect());

describe('counters while Redis is away', () => {
  it('keep the limit in this instance’s memory instead of failing', async () => {
    const failures: unknown[] = [];
    const counters = withMemoryFallback(createRedisCounterStore(away, 'test:'), (err) => failures.push(err));
    const limit = [{ key: 'login:a@b.c', max: 2, windowSeconds: 60 }];
    expect(await counters.take(limit)).toEqual({ isAllowed: true });
    expect(await counters.take(limit)).toEqual({ isAllowed: true });
    expect(await counters.take(limit)).toMatchObject({ isAllowed: false });
    expect((await counters.get('login:a@b.c')).count).toBe(2);
    await counters.reset('login:a@b.c');
    expect(await counters.take(limit)).toEqual({ isAllowed: true });
    expect(failures.length).toBeGreaterThanOrEqual(5);
  });

  it('the Redis store itself rejects (so the fallback is what keeps sign-in working)', async () => {
    await expect(createRedisCounterStore(away, 'test:').get('x')).rejects.toThrow();
  });
});
