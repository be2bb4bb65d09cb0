import { PAGE_MAX_AGE_SECONDS } from '@bazaar/shared/page-cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PageCacheHandler, { expireTags, MAX_AGE_MS, pageCacheStats } from './handler.mjs';

const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
});
const fetched = (data: string, tags: string[]) => ({
  kind: 'FETCH',
  data: { body: data },
  tags,
  revalidate: 10,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the page cache', () => {
  it('keeps no entry longer than the shared maximum age', () => {
    expect(MAX_AGE_MS).toBe(PAGE_MAX_AGE_SECONDS * 1000);
  });

  it('answers what was stored, then nothing once a purge names one of its tags', async () => {
    const cache = new PageCacheHandler({});
    await cache.set('/shop', page('<p>shop</p>', ['catalog', 'site']), { cacheControl: { revalidate: 10 } });
    await cache.set('/shop/product/tea', page('<p>tea</p>', ['product:tea', 'site']), {});
    expect((await cache.get('/shop'))?.value).toMatchObject({ html: '<p>shop</p>' });
    expect((await cache.get('/shop'))?.cacheControl).toEqual({ revalidate: 10 });

    expireTags(['product:tea'], Date.now() + 1);
    expect(await cache.get('/shop/product/tea')).toBeNull();
    expect(await cache.get('/shop')).not.toBeNull();
  });

  it('expires a read by its own tags or the tags Next asks with', async () => {
    const cache = new PageCacheHandler({});
    await cache.set('fetch-1', fetched('{"price":100}', ['product:rice']), { fetchCache: true });
    await cache.set('fetch-2', fetched('{"price":200}', []), { fetchCache: true });
    expireTags(['product:rice', 'soft:/shop'], Date.now() + 1);
    expect(await cache.get('fetch-1')).toBeNull();
    expect(await cache.get('fetch-2', { tags: [], softTags: [] })).not.toBeNull();
    expect(await cache.get('fetch-2', { tags: [], softTags: ['soft:/shop'] })).toBeNull();
  });

  it('keeps what is stored after a purge', async () => {
    const cache = new PageCacheHandler({});
    expireTags(['catalog'], Date.now() - 5);
    await cache.set('/shop/category/rice', page('<p>rice</p>', ['catalog']), {});
    expect(await cache.get('/shop/category/rice')).not.toBeNull();
  });

  it('never serves an entry older than the maximum age', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const cache = new PageCacheHandler({});
    await cache.set('/about', page('<p>about</p>', ['site']), {});
    vi.setSystemTime(Date.now() + MAX_AGE_MS - 1);
    expect(await cache.get('/about')).not.toBeNull();
    vi.setSystemTime(Date.now() + 2);
    expect(await cache.get('/about')).toBeNull();
  });

  it('stays within its budget, dropping the least recently used first', async () => {
    const cache = new PageCacheHandler({});
    const { budget } = pageCacheStats();
    const big = 'x'.repeat(Math.floor(budget / 5));
    for (const key of ['a', 'b', 'c', 'd']) await cache.set(key, page(big, []), {});
    await cache.get('a');
    await cache.set('e', page(big, []), {});
    await cache.set('f', page(big, []), {});
    expect(pageCacheStats().bytes).toBeLessThanOrEqual(budget);
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('b')).toBeNull();
  });

  it('forgets an entry stored as nothing', async () => {
    const cache = new PageCacheHandler({});
    await cache.set('/gone', page('<p>gone</p>', []), {});
    await cache.set('/gone', null, {});
    expect(await cache.get('/gone')).toBeNull();
  });
});
