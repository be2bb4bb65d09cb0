import { LOGIN_MAX_FAILURES } from '@bazaar/shared/constants';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, hasRedis, type TestApp, uniqueIp } from '../../../test/helper.ts';
import { LOGIN_MAX_FAILURES_PER_IP } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(app: TestApp, email: string, password: string, ip: string) {
  return call(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

describe('failed login limits', () => {
  it(`answers 429 after ${LOGIN_MAX_FAILURES} failures for one account, even with the right password`, async () => {
    const u = await createUser(t);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      // Different IPs: the per-account limit must hold on its own.
      expect((await login(t, u.email, 'Wrong-pass1', uniqueIp())).status).toBe(401);
    }
    const blocked = await login(t, u.email, u.password, uniqueIp());
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(blocked.body.message).toMatch(/try again in \d+ minutes?/i);
  });

  it('clears the count after a successful sign-in', async () => {
    const u = await createUser(t);
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login(t, u.email, 'Wrong-pass1', ip);
    expect((await login(t, u.email, u.password, ip)).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await login(t, u.email, 'Wrong-pass1', ip)).status).toBe(401);
    }
    expect((await login(t, u.email, u.password, ip)).status).toBe(200);
  });

  it(`answers 429 after ${LOGIN_MAX_FAILURES_PER_IP} failures from one IP across accounts`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      expect((await login(t, `nobody-${i}-${ip}@example.test`, 'Wrong-pass1', ip)).status).toBe(401);
    }
    const u = await createUser(t);
    expect((await login(t, u.email, u.password, ip)).status).toBe(429);
    expect((await login(t, u.email, u.password, uniqueIp())).status).toBe(200);
  });

  it.runIf(hasRedis)('shares the counters between API instances through Redis', async () => {
    const keyPrefix = t.config.keyPrefix!;
    const other = await buildTestApp({ keyPrefix });
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const email = `shared-${uniqueIp()}@example.test`;
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await login(t, email, 'Wrong-pass1', uniqueIp());
      expect(Number(await redis.get(`${keyPrefix}c:login:id:${email}`))).toBe(LOGIN_MAX_FAILURES);
      expect((await login(other, email, 'Wrong-pass1', uniqueIp())).status).toBe(429);
      expect(await redis.ttl(`${keyPrefix}c:login:id:${email}`)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
      await other.close();
    }
  });
});
