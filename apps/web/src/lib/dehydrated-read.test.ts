import { dehydrate, hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hashQueryKey, readDehydrated } from './dehydrated-read';

describe('hashQueryKey', () => {
  it("hashes a key as TanStack Query's hashKey does", () => {
    for (const key of [
      ['tasks', 'list', { page: 2, sort: 'newest', category: 'cleaning', remote: true }],
      ['rents', 'types'],
      [
        'jobs',
        'list',
        { search: 'cook', page: 1, minSalary: 20000, nested: { b: 1, a: [2, { d: 1, c: 0 }] } },
      ],
      ['products', { q: undefined, page: 1 }],
    ]) {
      expect(hashQueryKey(key)).toBe(hashKey(key));
    }
  });
});

describe('readDehydrated', () => {
  it('finds what the server read by its key, whatever the order of the query’s fields', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({
      queryKey: ['tasks', 'list', { sort: 'newest', page: 1 }],
      queryFn: () => 'page one',
    });
    await client.prefetchQuery({
      queryKey: ['tasks', 'categories'],
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
    });
    const state = dehydrate(client);
    expect(readDehydrated(state, ['tasks', 'list', { page: 1, sort: 'newest' }])).toBe('page one');
    expect(readDehydrated(state, ['tasks', 'list', { page: 2, sort: 'newest' }])).toBeUndefined();
    // A failed read is not handed over: the browser reads it.
    expect(readDehydrated(state, ['tasks', 'categories'])).toBeUndefined();
  });
});
