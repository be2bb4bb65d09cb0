import { randomUUID } from 'node:crypto';
import type { Role } from '@bazaar/shared/roles';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_ADMIN_ACCESS } from './access/catalog-admin.ts';
import { CHECKOUT_ACCESS } from './access/checkout.ts';
import { CONTENT_ACCESS } from './access/content.ts';
import { ORDERS_ACCESS } from './access/orders.ts';
import { REVIEWS_ACCESS } from './access/reviews.ts';
import type { Access } from './access/types.ts';
import { buildTestApp, call, createUser, type TestApp, WEB_ORIGIN } from './helper.ts';

/** Every API route and who may call it. A new route fails the first test until it is listed here. */
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/my-profile': 'signed-in',
  'PUT /api/auth/my-profile': 'signed-in',
  'PUT /api/auth/change-password': 'signed-in',
  'GET /api/notification/all': 'signed-in',
  'PUT /api/notification/mark-all-as-seen': 'signed-in',
  'GET /api/site-setting/site-setting': 'public',
  'PUT /api/site-setting/site-setting': 'SuperAdmin',
  'GET /api/order/user/my-cart': 'User',
  'POST /api/order/user/cart': 'User',
  'POST /api/order/user/cart/merge': 'User',
  'PUT /api/order/user/cart/:itemId': 'User',
  'DELETE /api/order/user/cart/:itemId': 'User',
  'DELETE /api/order/user/cart': 'User',
  'POST /api/cart/preview': 'public',
  'GET /api/wishlist': 'User',
  'GET /api/wishlist/ids': 'User',
  'POST /api/wishlist': 'User',
  'DELETE /api/wishlist/:productId': 'User',
  'POST /api/upload/image': 'signed-in',
  'GET /api/admin/users': 'Admin',
  'PUT /api/admin/users/:id/status': 'Admin',
  'PUT /api/admin/users/:id/roles': 'SuperAdmin',
  'GET /api/category/:section/tree': 'public',
  'GET /api/category/:section/:slug': 'public',
  'GET /api/product': 'public',
  'GET /api/product/search': 'public',
  'GET /api/product/slug/:slug': 'public',
  'GET /api/product/:id/related': 'public',
  'GET /api/address/children': 'public',
  'POST /api/vendor-application': 'User',
  'GET /api/vendor-application/mine': 'User',
  'GET /api/admin/vendor-applications': 'Admin',
  'PUT /api/admin/vendor-applications/:id/approve': 'Admin',
  'PUT /api/admin/vendor-applications/:id/reject': 'Admin',
  'GET /api/admin/vendors': 'Admin',
  'PUT /api/admin/vendors/:id/status': 'Admin',
  'GET /api/admin/addresses': 'Admin',
  'POST /api/admin/addresses': 'Admin',
  'PUT /api/admin/addresses/:id': 'Admin',
  'DELETE /api/admin/addresses/:id': 'Admin',
  ...CHECKOUT_ACCESS,
  ...ORDERS_ACCESS,
  ...REVIEWS_ACCESS,
  ...CATALOG_ADMIN_ACCESS,
  ...CONTENT_ACCESS,
};

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
      if (access === 'public') continue;
      const res = await call(t, request(key));
      expect({ key, status: res.status, code: res.body.code }).toEqual({
        key,
        status: 401,
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('answers 403 to a lower role on every role-guarded route', async () => {
    for (const [key, access] of Object.entries(ACCESS)) {
      if (access === 'public' || access === 'signed-in') continue;
      const lower = await createUser(t, { roles: LOWER_ROLES[access] });
      const res = await call(t, { ...request(key), token: lower.token });
      expect({ key, status: res.status, code: res.body.code }).toEqual({
        key,
        status: 403,
        code: 'FORBIDDEN',
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
