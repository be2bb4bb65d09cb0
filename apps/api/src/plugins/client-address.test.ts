import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_WEB_SECRET, type TestApp, uniqueIp } from '../../test/helper.ts';

// The whole-API limit, counted per client address: 3 a minute here. Runs on Redis too when REDIS_URL is set.
const MAX = 3;
const WEB_SERVER = '127.0.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitMax: MAX });
});
afterAll(async () => {
  await t.close();
});

async function health(remoteAddress: string, headers: Record<string, string> = {}): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers })).statusCode;
}

function statuses(n: number, send: () => Promise<number>): Promise<number[]> {
  return Promise.all(Array.from({ length: n }, send));
}

describe('the API rate limit and the web server', () => {
  it('limits each browser the web server calls for on its own, not the web server as one client', async () => {
    const browsers = Array.from({ length: 4 }, uniqueIp);
    for (const browser of browsers) {
      const headers = { 'x-web-secret': TEST_WEB_SECRET, 'x-client-address': browser };
      expect(await statuses(MAX, () => health(WEB_SERVER, headers))).toEqual(Array(MAX).fill(200));
    }
    const first = { 'x-web-secret': TEST_WEB_SECRET, 'x-client-address': browsers[0]! };
    expect(await health(WEB_SERVER, first)).toBe(429);
    // The same browser calling the API directly shares its count.
    expect(await health(browsers[0]!)).toBe(429);
  });

  it('does not limit the web server calling for itself, with no browser behind it', async () => {
    const own = { 'x-web-secret': TEST_WEB_SECRET };
    expect(await statuses(MAX * 3, () => health(WEB_SERVER, own))).toEqual(Array(MAX * 3).fill(200));
  });

  it('limits a request with a wrong web secret as the client it is, whatever address it carries', async () => {
    const caller = uniqueIp();
    const forged = () => ({ 'x-web-secret': 'not-the-secret', 'x-client-address': uniqueIp() });
    for (let i = 0; i < MAX; i++) expect(await health(caller, forged())).toBe(200);
    expect(await health(caller, forged())).toBe(429);
    // Without any secret, the carried address and a made-up X-Forwarded-For are ignored too.
    expect(await health(caller, { 'x-client-address': uniqueIp(), 'x-forwarded-for': uniqueIp() })).toBe(429);
  });

  it('counts an IPv6 client by its /64, and an IPv4 one written as IPv6 as IPv4', async () => {
    for (let i = 1; i <= MAX; i++) expect(await health(`2001:db8:7:7::${i}`)).toBe(200);
    expect(await health('2001:db8:7:7:ffff::1')).toBe(429);
    expect(await health('2001:db8:7:8::1')).toBe(200);
    const ip = uniqueIp();
    for (let i = 0; i < MAX; i++) expect(await health(`::ffff:${ip}`)).toBe(200);
    expect(await health(ip)).toBe(429);
  });
});
