import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { frontPageCache } from './front.mjs';
import PageCacheHandler, { expireTags } from './handler.mjs';

// Next's side, as far as the front sees it: a page read through the cache handler and sent with the
// headers Next gives a cached page (x-nextjs-cache, a shared Cache-Control). Each answer it renders
// says so, which tells the front's answers from Next's.
const cache = new PageCacheHandler({});
let nextAnswers = 0;
let extraHeaders: Record<string, string> = {};

async function nextLike(req: http.IncomingMessage, res: http.ServerResponse) {
  nextAnswers += 1;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const entry = await cache.get(path === '/' ? '/index' : path, { softTags: [`_N_T_${path}`] });
  if (!entry) {
    res.statusCode = 404;
    res.end('not found');
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=10, stale-while-revalidate=50');
  res.setHeader('x-nextjs-cache', 'HIT');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  res.write('<html>');
  res.end(`${(entry.value as { html: string }).html} #${nextAnswers}</html>`);
}

const server = http.createServer(frontPageCache(nextLike));
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  vi.useRealTimers();
  extraHeaders = {};
});

async function store(key: string, html: string, tags: string[]) {
  await cache.set(
    key,
    { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags.join(',') } },
    { cacheControl: { revalidate: 10 } },
  );
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${path}`, { headers });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

describe("the page cache's front", () => {
  it('answers a stored page from the response Next sent for it, until the page is purged', async () => {
    await store('/shop', '<p>shop</p>', ['catalog']);
    const first = await get('/shop');
    expect(first.body).toMatch(/^<html><p>shop<\/p> #\d+<\/html>$/);
    const before = nextAnswers;
    const again = await get('/shop');
    expect(again.body).toBe(first.body);
    expect(again.headers.get('cache-control')).toBe('s-maxage=10, stale-while-revalidate=50');
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(again.headers.get('content-length')).toBe(String(Buffer.byteLength(first.body)));
    expect(nextAnswers).toBe(before);

    expireTags(['catalog'], Date.now() + 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store('/shop', '<p>shop, new prices</p>', ['catalog']);
    expect((await get('/shop')).body).toContain('new prices');
    expect(nextAnswers).toBe(before + 1);
  });

  it('answers a stale page as Next does while Next renders it again, never an expired or purged one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00Z') });
    await store('/about', '<p>about</p>', ['site']);
    await get('/about');
    const before = nextAnswers;
    vi.setSystemTime(Date.now() + 9_000);
    expect((await get('/about')).headers.get('x-nextjs-cache')).toBe('HIT');
    expect(nextAnswers).toBe(before);
    // Stale: the first request asks Next (which answers it and renders the page again), the next
    // ones get the stale page, as Next would give them, until the render replaces it.
    vi.setSystemTime(Date.now() + 1_000);
    await get('/about');
    expect(nextAnswers).toBe(before + 1);
    expect((await get('/about')).headers.get('x-nextjs-cache')).toBe('STALE');
    expect(nextAnswers).toBe(before + 1);
    // No render replaced it within another revalidate time: Next is asked again.
    vi.setSystemTime(Date.now() + 10_000);
    await get('/about');
    await get('/about');
    expect(nextAnswers).toBe(before + 2);
    // Past the cache's maximum age: Next's answer whatever was kept.
    vi.setSystemTime(Date.now() + 41_000);
    expect((await get('/about')).status).toBe(404);
    expect(nextAnswers).toBe(before + 3);

    await store('/about', '<p>about</p>', ['site']);
    await get('/about');
    await get('/about');
    expect(nextAnswers).toBe(before + 4);
    expireTags(['_N_T_/about'], Date.now() + 1);
    await get('/about');
    expect(nextAnswers).toBe(before + 5);
  });

  it('sends every other request to Next: a query, a signed-in area, a client navigation, a HEAD', async () => {
    await store('/task', '<p>tasks</p>', []);
    await store('/user/shop/orders', '<p>orders frame</p>', []);
    await get('/task');
    await get('/user/shop/orders');
    await get('/user/shop/orders');
    const before = nextAnswers;
    await get('/task?page=2');
    await get('/task', { rsc: '1' });
    await get('/task', { 'next-router-prefetch': '1' });
    await get('/user/shop/orders');
    await fetch(`${origin}/task`, { method: 'HEAD' });
    expect(nextAnswers).toBe(before + 5);
  });

  it('keeps no answer that sets a cookie, is private or did not come from the cache', async () => {
    const answers: Record<string, string>[] = [
      { 'set-cookie': 'a=b' },
      { 'cache-control': 'private, no-store' },
      { 'x-nextjs-cache': 'STALE' },
    ];
    for (const headers of answers) {
      extraHeaders = headers;
      await store('/rent', '<p>rentals</p>', []);
      await get('/rent');
      const before = nextAnswers;
      await get('/rent');
      expect(nextAnswers).toBe(before + 1);
    }
  });

  it('keeps one answer per spelling of Accept-Encoding', async () => {
    await store('/job', '<p>jobs</p>', []);
    const plain = await get('/job', { 'accept-encoding': 'identity' });
    const gzip = await get('/job', { 'accept-encoding': 'gzip' });
    expect(gzip.body).not.toBe(plain.body);
    const before = nextAnswers;
    expect((await get('/job', { 'accept-encoding': 'identity' })).body).toBe(plain.body);
    expect((await get('/job', { 'accept-encoding': 'gzip' })).body).toBe(gzip.body);
    expect(nextAnswers).toBe(before);
  });

  it('keeps at most eight spellings of Accept-Encoding per page', async () => {
    await store('/blog', '<p>blog</p>', []);
    for (let i = 0; i < 9; i++) await get('/blog', { 'accept-encoding': `gzip;q=0.${i}` });
    const before = nextAnswers;
    await get('/blog', { 'accept-encoding': 'gzip;q=0.7' });
    await get('/blog', { 'accept-encoding': 'gzip;q=0.8' });
    expect(nextAnswers).toBe(before + 1);
  });

  it('answers Next’s own result for a page it does not have', async () => {
    const res = await get('/nowhere');
    expect(res.status).toBe(404);
    const before = nextAnswers;
    expect((await get('/nowhere')).status).toBe(404);
    expect(nextAnswers).toBe(before + 1);
  });
});
