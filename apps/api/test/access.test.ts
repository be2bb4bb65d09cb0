import { randomUUID } from 'node:crypto';
import type { Role } from '@bazaar/shared/roles';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from './access/all.ts';
import { buildTestApp, call, createUser, TEST_WEB_SECRET, type TestApp, WEB_ORIGIN } from './helper.ts';

/** A token holding every role except the one a route needs (and SuperAdmin, which implies Admin). */
const LOWER_ROLES: Record<Role, Role[]> = {
  User: ['Vendor', 'Admin'],
  Vendor: ['User', 'Admin'],
  Admin: ['User', 'Vendor'],
  SuperAdmin: ['User', 'Vendor', 'Admin'],
};

const routes = new Set<string>();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
        if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
        for (const m of methods) if (m !== 'HEAD' && m !== 'OPTIONS') routes.add(`${m} ${url}`);
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

function request(key: string) {
  const [method, url] = key.split(' ') as [string, string];
  return {
    method: method as 'GET',
    url: url.replace(/:[A-Za-z]+/g, randomUUID()),
    payload: method === 'GET' ? undefined : {},
  };
}

describe('role checks on every route', () => {
  it('knows every registered route', () => {
    expect([...routes].sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it('answers 401 without a token on every protected route', async () => {
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access === 'public' || access === 'web-server') continue;
      const res = await call(t, request(key));
      expect({ key, status: res.status, code: res.body.code }).toEqual({
        key,
        status: 401,
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('answers 403 to a lower role on every role-guarded route', async () => {
    // One account per lower role set (hashing a password per route made this the slowest test).
    const lowerTokens = new Map<string, string>();
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access === 'public' || access === 'signed-in' || access === 'web-server') continue;
      let token = lowerTokens.get(access);
      if (!token) {
        token = (await createUser(t, { roles: LOWER_ROLES[access] })).token;
        lowerTokens.set(access, token);
      }
      const res = await call(t, { ...request(key), token });
      expect({ key, status: res.status, code: res.body.code }).toEqual({
        key,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  it("answers 403 on the web server's routes to anyone without the web secret, a super admin too", async () => {
    const superAdmin = await createUser(t, { roles: ['User', 'Admin', 'SuperAdmin'] });
    const keys = Object.entries(ACCESS).filter(([, access]) => access === 'web-server');
    expect(keys.length).toBeGreaterThan(0);
    for (const [key] of keys) {
      for (const token of [undefined, superAdmin.token]) {
        const res = await call(t, { ...request(key), token });
        expect({ key, status: res.status, code: res.body.code }).toEqual({
          key,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
      const wrong = await call(t, { ...request(key), headers: { 'x-web-secret': 'not-the-secret' } });
      expect({ key, status: wrong.status }).toEqual({ key, status: 403 });
      const web = await call(t, { ...request(key), headers: { 'x-web-secret': TEST_WEB_SECRET } });
      expect({ key, status: web.status }).toEqual({ key, status: 200 });
    }
  });

  it('answers 404 with one message to a Vendor account without a store on every vendor read', async () => {
    const storeless = await createUser(t, { roles: ['User', 'Vendor'] });
    const reads = Object.entries(ACCESS).filter(
      ([key, access]) => access === 'Vendor' && key.startsWith('GET '),
    );
    expect(reads.length).toBeGreaterThanOrEqual(8);
    for (const [key] of reads) {
      const res = await call(t, { ...request(key), token: storeless.token });
      expect({ key, status: res.status, message: res.body.message }).toEqual({
        key,
        status: 404,
        message: 'You do not have a store yet',
      });
    }
  });
});

describe('HTTP behaviour', () => {
  it('answers unknown routes with 404 in the error shape', async () => {
    const res = await call(t, { method: 'GET', url: '/api/nothing-here' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      title: expect.any(String),
      message: expect.stringContaining('/api/nothing-here'),
    });
  });

  it('allows CORS only for WEB_ORIGIN', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/my-profile',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const ok = await preflight(WEB_ORIGIN);
    expect(ok.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({
      method: 'GET',
      url: '/api/site-setting/site-setting',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and a request id (keeping a well-formed incoming one)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(traced.headers['x-request-id']).toBe('trace-12345678');
  });

  it('answers health with the database kind', async () => {
    const res = await call(t, { method: 'GET', url: '/api/health' });
    expect(res.body).toEqual({ status: 'ok', db: t.kind, redis: Boolean(process.env.REDIS_URL) });
  });

  it('rejects bodies over the limit (413) and broken JSON (400) in the error shape', async () => {
    const big = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(300 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
    const broken = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'body' }] });
  });

  it('rate-limits each IP across the API (429 in the error shape)', async () => {
    const limited = await buildTestApp({ rateLimitMax: 3 });
    try {
      const ip = '10.9.9.9';
      for (let i = 0; i < 3; i++) {
        expect(
          (await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode,
        ).toBe(200);
      }
      const res = await call(limited, { method: 'GET', url: '/api/health', remoteAddress: ip });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: expect.stringContaining('Try again'),
      });
      const otherIp = await limited.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.9.9.10',
      });
      expect(otherIp.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await call(t, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    expect(res.body.paths).toHaveProperty('/api/auth/login');
    expect(res.body.paths).toHaveProperty('/api/notification/all');
  });
});
