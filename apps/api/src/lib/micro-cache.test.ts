import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

/** A load that answers `value` and counts its calls. */
function counted<T>(value: T) {
  const load = async () => {
    load.calls++;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('createMicroCache', () => {
  it('answers a repeated key from memory, never longer than the TTL after its load started', async () => {
    let clock = 1_000;
    const cache = createMicroCache({ ttlMs: 5_000, now: () => clock });
    const load = counted('a');
    expect(await cache.get('k', load)).toBe('a');
    expect(await cache.get('k', load)).toBe('a');
    expect(load.calls).toBe(1);
    clock += 3_999;
    await cache.get('k', load);
    expect(load.calls).toBe(1);
    clock = 1_000 + 5_000;
    expect(await cache.get('k', counted('b'))).toBe('b');
    expect(load.calls).toBe(1);
  });

  it('in the last fifth of its life serves the answer and loads a fresh one behind it', async () => {
    let clock = 0;
    const cache = createMicroCache({ ttlMs: 5_000, now: () => clock });
    await cache.get('k', counted('old'));
    clock = 4_000;
    let release: (v: string) => void = () => {};
    let calls = 0;
    const refresh = () => {
      calls++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    expect(await cache.get('k', refresh)).toBe('old');
    expect(await cache.get('k', refresh)).toBe('old');
    expect(calls).toBe(1);
    release('new');
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', counted('unused'))).toBe('new');
    // The fresh answer lives from the start of its load (4 s): with no read in between, gone at 9 s.
    clock = 9_000;
    expect(await cache.get('k', counted('newest'))).toBe('newest');
  });

  it('stays bounded, pushing out the least recently used key first', async () => {
    const cache = createMicroCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, counted(key));
    // Reading "a" makes "b" the least recently used.
    await cache.get('a', counted('never'));
    await cache.get('d', counted('d'));
    expect(cache.size()).toBe(3);
    const reloaded = counted('b2');
    expect(await cache.get('b', reloaded)).toBe('b2');
    expect(reloaded.calls).toBe(1);
    // "c" went out for the second "b"; "a" and "d" are still held.
    const kept = counted('fresh');
    expect(await cache.get('a', kept)).toBe('a');
    expect(await cache.get('d', kept)).toBe('d');
    expect(kept.calls).toBe(0);

    for (let i = 0; i < 1_000; i++) await cache.get(`many-${i}`, counted(i));
    expect(cache.size()).toBe(3);
  });

  it('runs one load for concurrent misses of the same key', async () => {
    const cache = createMicroCache();
    let release: (v: string) => void = () => {};
    let calls = 0;
    const load = () => {
      calls++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const all = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release('one');
    expect(await all).toEqual(['one', 'one', 'one']);
    expect(calls).toBe(1);
  });

  it('does not keep failures', async () => {
    const cache = createMicroCache();
    await expect(
      cache.get('k', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('clear() forgets every answer and drops what a load started before it read', async () => {
    const cache = createMicroCache();
    await cache.get('k', counted('old'));
    cache.clear();
    expect(cache.size()).toBe(0);

    // A read that started before a write must not store its (possibly old) answer.
    let release: (v: string) => void = () => {};
    const slow = cache.get(
      'k',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    cache.clear();
    // A read after the write does not join the earlier load.
    const after = cache.get('k', async () => 'new');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await after).toBe('new');
    expect(await cache.get('k', counted('unused'))).toBe('new');
  });
});
