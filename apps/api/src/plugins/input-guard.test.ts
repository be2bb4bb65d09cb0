import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import { users } from '../db/schema/users.ts';
import { findUnsafeText } from './input-guard.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const pathsOf = (body: { errors?: Array<{ path: string }> }) => body.errors?.map((e) => e.path);

describe('control characters and broken text anywhere in a request', () => {
  it('answers a NUL in a public search with 400 naming q, not a failed query', async () => {
    const res = await call(t, { method: 'GET', url: '/api/product?q=%00' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', errors: [{ path: 'q' }] });
    expect(res.body.message).toContain('q: Remove the control characters');
  });

  it('names the path parameter, the nested body field and the unknown query parameter', async () => {
    const slug = await call(t, { method: 'GET', url: '/api/product/slug/shoe%00' });
    expect({ status: slug.status, paths: pathsOf(slug.body) }).toEqual({ status: 400, paths: ['slug'] });

    const nested = await call(t, {
      method: 'POST',
      url: '/api/cart/preview',
      payload: {
        items: [{ productId: '0190e4b0-0000-7000-8000-000000000000', quantity: 1, note: 'a\u001bb' }],
      },
    });
    expect({ status: nested.status, paths: pathsOf(nested.body) }).toEqual({
      status: 400,
      paths: ['items.0.note'],
    });

    const unknown = await call(t, { method: 'GET', url: '/api/product?utm=%01' });
    expect({ status: unknown.status, paths: pathsOf(unknown.body) }).toEqual({ status: 400, paths: ['utm'] });
  });

  it('refuses a lone surrogate and a key with NUL, and saves nothing', async () => {
    const broken = await call(t, {
      method: 'PUT',
      url: '/api/auth/my-profile',
      token: user.token,
      payload: { fullName: 'Sita \ud800' },
    });
    expect({ status: broken.status, paths: pathsOf(broken.body) }).toEqual({
      status: 400,
      paths: ['fullName'],
    });

    const key = await call(t, {
      method: 'PUT',
      url: '/api/auth/my-profile',
      token: user.token,
      payload: { fullName: 'Sita Sharma', 'x\u0000': 1 },
    });
    expect({ status: key.status, paths: pathsOf(key.body) }).toEqual({ status: 400, paths: ['body'] });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.row.id));
    expect(row!.fullName).toBe('Test Person');
  });

  it('keeps tabs, new lines and every other script', async () => {
    const res = await call(t, {
      method: 'PUT',
      url: '/api/auth/my-profile',
      token: user.token,
      payload: { fullName: 'सीता\tशर्मा 🙂' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.fullName).toBe('सीता\tशर्मा 🙂');
  });

  it('walks a body nested 50,000 deep without overflowing', async () => {
    const deep = `${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`;
    const res = await call(t, {
      method: 'POST',
      url: '/api/cart/preview',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toMatch(/^0\.0\.0/);
  });
});

describe('findUnsafeText', () => {
  it('reports each bad string with its path, and the holder of a bad key', () => {
    expect(findUnsafeText({ a: 'ok\n', b: [{ c: '\u0000' }], 'd\u0007': 1 }, 'body')).toEqual([
      { path: 'body', message: expect.stringContaining('a name in here') },
      { path: 'b.0.c', message: expect.stringContaining('control characters') },
    ]);
    expect(findUnsafeText('\udc00', 'body')).toEqual([
      { path: 'body', message: expect.stringContaining('broken character') },
    ]);
    expect(findUnsafeText({ text: 'tab\tcr\r\nok', n: 5, nothing: null }, 'body')).toEqual([]);
  });
});
