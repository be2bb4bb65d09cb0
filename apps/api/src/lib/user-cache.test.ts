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
});
