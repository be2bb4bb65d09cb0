import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, IMAGE_BASE_URL, type TestApp } from '../../../test/helper.ts';
import { multipart, PDF, pngOf, sparsePngOf, uploadTestDocument } from '../../../test/uploads.ts';
import { privateUploads } from '../../db/schema/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MB = 1024 * 1024;

const postFile = (
  kind: 'image' | 'document',
  token: string,
  file: { value: Buffer | string; filename: string; type?: string },
) =>
  call(t, {
    method: 'POST',
    url: `/api/upload/${kind}`,
    token,
    ...multipart([{ name: 'file', ...file }]),
  });

describe('POST /api/upload/image', () => {
  it('stores a real PNG as WebP (max 1024 px) served from /uploads with long caching', async () => {
    const u = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/upload/image',
      token: u.token,
      ...multipart([
        { name: 'folder', value: 'avatars' },
        { name: 'file', value: await pngOf(1600, 800), filename: 'me.png', type: 'image/png' },
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

  it('answers 415 naming file for a text file named .png and sent as image/png', async () => {
    const u = await createUser(t);
    const res = await postFile('image', u.token, {
      value: 'just some text',
      filename: 'photo.png',
      type: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: [{ path: 'file', message: 'Upload a JPEG, PNG, WebP or GIF image' }],
    });
  });

  it('answers 415 for a PDF named .png: the bytes decide, not the name', async () => {
    const u = await createUser(t);
    const res = await postFile('image', u.token, { value: PDF, filename: 'photo.png', type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body.errors[0].path).toBe('file');
  });

  it('names file when it is missing and folder when it is unknown', async () => {
    const u = await createUser(t);
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
        { name: 'file', value: await pngOf(4, 4), filename: 'a.png', type: 'image/png' },
      ]),
    });
    expect(badFolder.status).toBe(400);
    expect(badFolder.body.errors[0].path).toBe('folder');
  });

  it('answers 413 naming file above 5 MB', async () => {
    const u = await createUser(t);
    const res = await postFile('image', u.token, {
      value: Buffer.alloc(5 * MB + 10, 1),
      filename: 'big.png',
    });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([{ path: 'file', message: 'The image must be at most 5 MB' }]);
  });
});

describe('the pixel limit (images and photos of documents)', () => {
  it('answers 413 naming file for a small file that decodes to more than 40 megapixels, and stores nothing', async () => {
    const u = await createUser(t);
    const bomb = sparsePngOf(16_000, 16_000);
    expect(bomb.length).toBeLessThan(100_000);
    const before = await storedFiles();
    for (const kind of ['image', 'document'] as const) {
      const res = await postFile(kind, u.token, { value: bomb, filename: 'huge.png', type: 'image/png' });
      expect({ kind, status: res.status, body: res.body }).toMatchObject({
        kind,
        status: 413,
        body: {
          code: 'PAYLOAD_TOO_LARGE',
          errors: [{ path: 'file', message: `The ${kind} must be at most 40 megapixels` }],
        },
      });
    }
    // One pixel over the limit is over it; exactly at it is taken.
    const over = await postFile('image', u.token, { value: sparsePngOf(8_001, 5_000), filename: 'a.png' });
    expect(over.status).toBe(413);
    expect(await storedFiles()).toEqual(before);
    const at = await postFile('image', u.token, { value: sparsePngOf(8_000, 5_000), filename: 'b.png' });
    expect(at.status).toBe(201);
  });
});

/** Every file under the app's data folder (public and private uploads). */
async function storedFiles() {
  return (await readdir(t.config.dataDir, { recursive: true })).sort();
}

describe('POST /api/upload/document', () => {
  it('keeps a PDF as it came, outside the public folder, owned by the uploader', async () => {
    const u = await createUser(t);
    const res = await postFile('document', u.token, {
      value: PDF,
      filename: 'PAN certificate.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(201);
    const { id, path, name, contentType, size } = res.body.data;
    expect(path).toBe(`private/${id}`);
    expect({ name, contentType, size }).toEqual({
      name: 'PAN certificate.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const [row] = await t.db.select().from(privateUploads).where(eq(privateUploads.id, id));
    expect(row).toMatchObject({ ownerId: u.row.id, contentType: 'application/pdf', byteSize: PDF.length });
    // Nothing of it under the static host: /uploads/ cannot serve it under any name.
    expect(await readdir(join(t.config.dataDir, 'uploads'), { recursive: true })).not.toContain(id);
    const statically = await t.app.inject({ method: 'GET', url: `/uploads/private/${id}` });
    expect(statically.statusCode).toBe(404);
  });

  it('stores a photo of a document as WebP, whatever the name and Content-Type claim', async () => {
    const u = await createUser(t);
    const res = await postFile('document', u.token, {
      value: await pngOf(40, 20),
      filename: 'registration.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ contentType: 'image/webp', name: 'registration.webp' });
    const served = await call(t, {
      method: 'GET',
      url: `/api/upload/private/${res.body.data.id}`,
      token: u.token,
    });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('answers 415 for a text file named .pdf and for a GIF named .pdf', async () => {
    const u = await createUser(t);
    const text = await postFile('document', u.token, {
      value: 'not a pdf at all',
      filename: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(text.status).toBe(415);
    expect(text.body.errors).toEqual([
      { path: 'file', message: 'Upload a PDF, or a JPEG, PNG or WebP photo' },
    ]);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await postFile('document', u.token, {
      value: gif,
      filename: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(415);
    expect(await t.db.select().from(privateUploads).where(eq(privateUploads.ownerId, u.row.id))).toEqual([]);
  });

  it('takes documents up to 10 MB (more than an image) and answers 413 naming file above', async () => {
    const u = await createUser(t);
    const sixMb = Buffer.concat([PDF, Buffer.alloc(6 * MB, 0x20)]);
    const ok = await postFile('document', u.token, { value: sixMb, filename: 'scan.pdf' });
    expect(ok.status).toBe(201);
    expect(ok.body.data.size).toBe(sixMb.length);
    const big = await postFile('document', u.token, {
      value: Buffer.concat([PDF, Buffer.alloc(10 * MB, 0x20)]),
      filename: 'huge.pdf',
    });
    expect(big.status).toBe(413);
    expect(big.body.errors).toEqual([{ path: 'file', message: 'The document must be at most 10 MB' }]);
  });
});

describe('GET /api/upload/private/:id', () => {
  it('serves the file to its owner and admins as an attachment, 404 to anyone else, 401 without a token', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, { roles: ['User', 'Admin'] });
    const superAdmin = await createUser(t, { roles: ['User', 'SuperAdmin'] });
    const ref = await uploadTestDocument(t, owner.token);
    const url = `/api/upload/private/${ref.slice('private/'.length)}`;

    const mine = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="pan.pdf"; filename*=UTF-8''pan.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });

    for (const reader of [admin, superAdmin]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${reader.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }

    const stranger = await call(t, { method: 'GET', url, token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('File not found');
    // The same answer as for a file that never existed.
    const unknown = await call(t, {
      method: 'GET',
      url: '/api/upload/private/0197aaaa-0000-7000-8000-000000000000',
      token: other.token,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'File not found' } });

    const anonymous = await call(t, { method: 'GET', url });
    expect(anonymous.status).toBe(401);
  });
});

describe('a multipart body cut off before its closing boundary', () => {
  it.each(['image', 'document'] as const)(
    'answers 400 naming file on /api/upload/%s and stores nothing',
    async (kind) => {
      const u = await createUser(t);
      const value = kind === 'image' ? await pngOf(64, 64) : PDF;
      const whole = multipart([{ name: 'file', value, filename: kind === 'image' ? 'a.png' : 'a.pdf' }]);
      const before = await readdir(join(t.config.dataDir, kind === 'image' ? 'uploads' : 'private'), {
        recursive: true,
      }).catch(() => []);
      // Cut in the middle of the file, and right before the closing boundary.
      for (const cut of [Math.floor(whole.payload.length / 2), whole.payload.length - 10]) {
        const res = await call(t, {
          method: 'POST',
          url: `/api/upload/${kind}`,
          token: u.token,
          headers: whole.headers,
          payload: whole.payload.subarray(0, cut),
        });
        expect(res.status, `cut at ${cut}`).toBe(400);
        expect(res.body.errors).toEqual([
          { path: 'file', message: expect.stringMatching(/incomplete|cut off/i) },
        ]);
      }
      const after = await readdir(join(t.config.dataDir, kind === 'image' ? 'uploads' : 'private'), {
        recursive: true,
      }).catch(() => []);
      expect(after).toEqual(before);
    },
  );
});
