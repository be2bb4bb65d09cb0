import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper.ts';

// Over real sockets (app.inject never drops a connection): a client sending a body past the JSON limit
// reads a 413 in the error shape, whether it announced the length or streamed it chunked, instead of
// finding the connection closed under it mid-upload.

let t: TestApp;
let u: TestUser;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  u = await createUser(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

const MB = 1024 * 1024;

/** Sends `size` bytes of JSON in 64 KB writes; answers the status and body, or the socket's error. */
function sendJson(
  size: number,
  chunked: boolean,
  path = '/api/task/user/tasker-profile',
  method = 'PUT',
): Promise<{ status: number; body: string } | { error: string }> {
  const body = Buffer.from(`{"bio":"${'x'.repeat(size - 10)}"}`);
  return new Promise((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${u.token}`,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.length }),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.on('error', (err) =>
      resolve({ error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}` }),
    );
    // All at once, as a client that does not wait for an early answer does.
    req.end(body);
  });
}

describe('a JSON body past the limit', () => {
  for (const chunked of [false, true]) {
    it(`answers 413 in the error shape (${chunked ? 'chunked' : 'with Content-Length'}), 5 MB`, async () => {
      for (const [path, method] of [
        ['/api/task/user/tasker-profile', 'PUT'],
        ['/api/auth/login', 'POST'],
        ['/api/contact', 'POST'],
      ] as const) {
        for (const size of [5 * MB, 20 * MB]) {
          const res = await sendJson(size, chunked, path, method);
          expect(res, `${method} ${path} ${size}`).toMatchObject({ status: 413 });
          const body = JSON.parse((res as { body: string }).body);
          expect(body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', title: 'Too large' });
          expect(body.message).toMatch(/too large/i);
        }
      }
    });
  }
});
