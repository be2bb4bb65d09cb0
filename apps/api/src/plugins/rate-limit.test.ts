import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hasRedis, type TestApp, uniqueIp } from '../../test/helper.ts';

// The whole-API limit (RATE_LIMIT_MAX a minute per client) against bursts sent all at once: the
// count must be taken atomically, in memory and in Redis, or a burst gets through whole.
const MAX = 20;
const BURST = 100;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitMax: MAX });
});
afterAll(async () => {
  await t.close();
});

/** `n` requests at once from `remoteAddress`; answers how many got each status. */
async function burst(app: TestApp, n: number, remoteAddress: string) {
  const results = await Promise.all(
    Array.from({ length: n }, () => app.app.inject({ method: 'GET', url: '/api/health', remoteAddress })),
  );
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

/** `n` GET /api/health sent in one write on one connection; answers the status of each response. */
function pipelined(port: number, n: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (statuses().length >= n) {
        socket.destroy();
        resolve(statuses());
      }
    });
    socket.on('error', reject);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(n));
  });
}

describe('the API-wide rate limit under parallel requests', () => {
  it(`lets exactly ${MAX} of ${BURST} parallel requests from one address through, and not another address's`, async () => {
    const ip = uniqueIp();
    expect(await burst(t, BURST, ip)).toEqual({ 200: MAX, 429: BURST - MAX });
    // The next one is refused too, in the API's error shape; another address is untouched.
    const next = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Try again'),
    });
    expect(await burst(t, MAX, uniqueIp())).toEqual({ 200: MAX });
  });

  it(`answers ${MAX} of ${BURST} requests pipelined on one connection, the rest 429`, async () => {
    const server = await buildTestApp({ rateLimitMax: MAX });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as { port: number };
      const statuses = await pipelined(port, BURST);
      expect(statuses.filter((s) => s === 200)).toHaveLength(MAX);
      expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - MAX);
    } finally {
      await server.close();
    }
  });

  it.runIf(hasRedis)(
    `lets ${MAX} through in all when the burst is split over two API instances sharing Redis`,
    async () => {
      const keyPrefix = `bazaar-test:${randomUUID()}:`;
      const [a, b] = [
        await buildTestApp({ rateLimitMax: MAX, keyPrefix }),
        await buildTestApp({ rateLimitMax: MAX, keyPrefix }),
      ];
      try {
        const ip = uniqueIp();
        const [fromA, fromB] = await Promise.all([burst(a, BURST / 2, ip), burst(b, BURST / 2, ip)]);
        expect((fromA[200] ?? 0) + (fromB[200] ?? 0)).toBe(MAX);
        expect((fromA[429] ?? 0) + (fromB[429] ?? 0)).toBe(BURST - MAX);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
