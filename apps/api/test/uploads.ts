import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { call, type TestApp } from './helper.ts';

type Part = { name: string; value: Buffer | string; filename?: string; type?: string };

/** A multipart/form-data body for app.inject, parts in the order given. */
export function multipart(parts: Part[]) {
  const boundary = `----bazaar${randomUUID()}`;
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

/** A real PNG of the given size. */
export function pngOf(width = 16, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
}

/**
 * A valid PNG of `width` × `height` black pixels, 1 bit each, so it stays a few kilobytes however
 * large it decodes (a 16000 × 16000 one is 33 kB and 256 megapixels): the decompression bomb of the
 * pixel limit.
 */
export function sparsePngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each row: filter byte 0, then width bits of zeros.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal well-formed PDF (one empty page). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Writes a picture straight into the app's public uploads (as the seed does) and answers its path;
 * for tests whose subject is not the upload.
 */
export async function storeTestImage(t: TestApp, path = `misc/${randomUUID()}.webp`): Promise<string> {
  const file = join(t.config.dataDir, 'uploads', path);
  await mkdir(dirname(file), { recursive: true });
  await sharp({ create: { width: 12, height: 8, channels: 3, background: '#c60' } })
    .webp()
    .toFile(file);
  return path;
}

/** POST /api/upload/image with a real PNG; answers the stored path. */
export async function uploadTestImage(t: TestApp, token: string): Promise<string> {
  const res = await call(t, {
    method: 'POST',
    url: '/api/upload/image',
    token,
    ...multipart([
      { name: 'folder', value: 'misc' },
      { name: 'file', value: await pngOf(64, 64), filename: 'p.png', type: 'image/png' },
    ]),
  });
  expect(res.status).toBe(201);
  return res.body.data.path as string;
}

/** POST /api/upload/document (a PDF unless given other bytes); answers the stored reference `private/<id>`. */
export async function uploadTestDocument(t: TestApp, token: string, file: Buffer = PDF): Promise<string> {
  const res = await call(t, {
    method: 'POST',
    url: '/api/upload/document',
    token,
    ...multipart([{ name: 'file', value: file, filename: 'pan.pdf', type: 'application/pdf' }]),
  });
  expect(res.status).toBe(201);
  return res.body.data.path as string;
}
