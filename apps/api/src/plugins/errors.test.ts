import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const errorShape = (statusCode: number, extra: object = {}) => ({
  statusCode,
  code: expect.any(String),
  title: expect.any(String),
  message: expect.any(String),
  ...extra,
});

describe("Fastify's own refusals answer in the one error shape", () => {
  it('bad percent-encoding in the address: 400 naming the url', async () => {
    const res = await call(t, { method: 'GET', url: '/api/product/slug/%E0%A4%A' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorShape(400, {
        code: 'VALIDATION',
        message: 'The address has broken percent-encoding',
        errors: [{ path: 'url', message: 'The address has broken percent-encoding' }],
      }),
    );
  });

  it('a path parameter past 500 characters: 414 without echoing it back', async () => {
    const res = await call(t, { method: 'GET', url: `/api/product/slug/${'x'.repeat(501)}` });
    expect(res.status).toBe(414);
    expect(res.body).toEqual(
      errorShape(414, { code: 'URI_TOO_LONG', message: 'A part of the address is too long' }),
    );
  });

  it('a parameter longer than its schema allows (but under 500) is a 400 naming it', async () => {
    const res = await call(t, { method: 'GET', url: `/api/product/slug/${'x'.repeat(201)}` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'slug', message: expect.any(String) }]);
  });

  it('an unsupported content type: 415', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(errorShape(415, { code: 'UNSUPPORTED_MEDIA_TYPE' }));
  });

  it('multipart without a boundary: 400 naming the body, on the upload route and on any other', async () => {
    for (const [method, url] of [
      ['POST', '/api/upload/image'],
      ['DELETE', '/api/order/user/cart'],
    ] as const) {
      const res = await call(t, {
        method,
        url,
        token: user.token,
        headers: { 'content-type': 'multipart/form-data' },
        payload: '--x\r\n\r\nfile\r\n--x--\r\n',
      });
      expect({ url, status: res.status, errors: res.body.errors }).toEqual({
        url,
        status: 400,
        errors: [{ path: 'body', message: expect.stringContaining('boundary') }],
      });
    }
  });

  it('headers past the size Node reads (a 20 kB address): 431 in the error shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/api/product?q=${'x'.repeat(20_000)}` },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 431,
      title: expect.any(String),
      message: 'The address or the headers of the request are too large',
    });
  });
});
