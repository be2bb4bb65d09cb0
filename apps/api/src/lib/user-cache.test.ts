import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema/users.ts';
import { createUserCache } from './user-cache.ts';

const row = { id: 'u1', sessionVersion: 0 } as UserRow;

describe('createUserCache', () => {
  it('forgets a row after its time to live and on eviction', () => {
    let now = 1_000;
    const cache = createUserCache(2_000, () => now);
    cache.set(row);
    expect(cache.get('u1')).toBe(row);
    now += 1_999;
    expect(cache.get('u1')).toBe(row);
    now += 1;
    expect(cache.get('u1')).toBeUndefined();
    cache.set(row);
    cache.evict('u1');
    expect(cache.get('u1')).toBeUndefined();
  });

  it('does not keep a row read before an eviction (a write that landed meanwhile wins)', async () => {
    const cache = createUserCache(2_000, () => 1_000);
    let finishRead: (value: UserRow) => void = () => {};
    const reading = cache.getOrLoad('u1', () => new Promise<UserRow>((resolve) => (finishRead = resolve)));
    // The write commits and evicts while the read of the old row is still on its way.
    cache.evict('u1');
    finishRead({ ...row, status: 'blocked' } as UserRow);
    expect((await reading)?.status).toBe('blocked');
    expect(cache.get('u1')).toBeUndefined();
    const fresh = await cache.getOrLoad('u1', async () => ({ ...row, status: 'active' }) as UserRow);
    expect(fresh?.status).toBe('active');
    expect(cache.get('u1')?.status).toBe('active');
  });
});
