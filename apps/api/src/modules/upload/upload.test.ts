import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, IMAGE_BASE_URL, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(parts: Array<{ name: string; value: Buffer | string; filename?: string; type?: string }>) {
  const boundary = `----bazaar${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/upload/image', () => {
  it('stores a real PNG as WebP (max 1024 px) served from /uploads with long caching', async () => {
    const u = await createUser(t);
    const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const res = await call(t, {
      method: 'POST',
      url: '/api/upload/image',
      token: u.token,
      ...multipart([
        { name: 'folder', value: 'avatars' },
        { name: 'file', value: png, filename: 'me.png', type: 'image/png' },
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.path).toMatch(/^avatars\/[0-9a-f-]{36}\.webp$/);
    expect(res.body.data.url).toBe(`${IMAGE_BASE_URL}/${res.body.data.path}`);

    const file = join(t.config.dataDir, 'uploads', res.body.data.path);
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 512 });

    const served = await t.app.inject({ method: 'GET', url: `/uploads/${res.body.data.path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.length).toBeGreaterThan(0);

    // The uploaded path can become the avatar.
    const put = await call(t, {
      method: 'PUT',
      url: '/api/auth/my-profile',
      token: u.token,
      payload: { image: res.body.data.url },
    });
    expect(put.body.data.image).toBe(res.body.data.url);
  });

  it('answers 415 naming file for a text file even when it claims to be an image', async () => {
    const u = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/upload/image',
      token: u.token,
      ...multipart([{ name: 'file', value: 'just some text', filename: 'photo.png', type: 'image/png' }]),
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', errors: [{ path: 'file' }] });
  });

  it('names file when it is missing and folder when it is unknown', async () => {
    const u = await createUser(t);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const none = await call(t, {
      method: 'POST',
      url: '/api/upload/image',
      token: u.token,
      ...multipart([{ name: 'folder', value: 'misc' }]),
    });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].path).toBe('file');
    const badFolder = await call(t, {
      method: 'POST',
      url: '/api/upload/image',
      token: u.token,
      ...multipart([
        { name: 'folder', value: '../etc' },
        { name: 'file', value: png, filename: 'a.png', type: 'image/png' },
      ]),
    });
    expect(badFolder.status).toBe(400);
    expect(badFolder.body.errors[0].path).toBe('folder');
  });

  it('answers 413 naming file above 5 MB', async () => {
    const u = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/upload/image',
      token: u.token,
      ...multipart([{ name: 'file', value: Buffer.alloc(5 * 1024 * 1024 + 10, 1), filename: 'big.png' }]),
    });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].path).toBe('file');
  });
});
