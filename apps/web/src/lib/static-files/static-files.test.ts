import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, frontStaticFiles } from './front.mjs';
import { precompressStaticFiles } from './precompress.mjs';

// A build's static folder as Next writes it: scripts and stylesheets under chunks/, other files beside.
const SCRIPT = `(globalThis.TURBOPACK||=[]).push([${JSON.stringify('x'.repeat(40))},${'function(e){return e+1},'.repeat(200)}]);`;
const STYLE = `.bz-card{padding:var(--mantine-spacing-md)}${'.a{color:red}'.repeat(200)}`;

let dir = '';
let nextAnswers: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-files-'));
  await mkdir(path.join(dir, 'chunks'), { recursive: true });
  await mkdir(path.join(dir, 'media'), { recursive: true });
  await writeFile(path.join(dir, 'chunks', 'app.js'), SCRIPT);
  await writeFile(path.join(dir, 'chunks', 'app.css'), STYLE);
  await writeFile(path.join(dir, 'chunks', 'tiny.js'), '1');
  await writeFile(path.join(dir, 'media', 'font.woff2'), 'w'.repeat(500));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompressStaticFiles', () => {
  it('writes a Brotli copy of every script and stylesheet that it makes smaller, and nothing else', async () => {
    const copies = await precompressStaticFiles(dir);
    expect(copies.files).toBe(2);
    for (const [name, source] of [
      ['app.js', SCRIPT],
      ['app.css', STYLE],
    ] as const) {
      const copy = await readFile(path.join(dir, 'chunks', `${name}.br`));
      expect(copy.length).toBeLessThan(source.length);
      expect(brotliDecompressSync(copy).toString()).toBe(source);
    }
    // One byte cannot shrink; a font is not a script.
    await expect(readFile(path.join(dir, 'chunks', 'tiny.js.br'))).rejects.toThrow();
    await expect(readFile(path.join(dir, 'media', 'font.woff2.br'))).rejects.toThrow();
  });
});

describe('frontStaticFiles', () => {
  // The copies are looked up when the server starts, so it starts after they are written. Next's side
  // says it answered, so each test can tell the front's answers from Next's.
  let port = 0;
  const frontServer = http.createServer();
  beforeAll(async () => {
    await precompressStaticFiles(dir);
    frontServer.on(
      'request',
      await frontStaticFiles(dir, (req, res) => {
        nextAnswers.push(req.url ?? '');
        res.end('from next');
      }),
    );
    await new Promise<void>((resolve) => frontServer.listen(0, '127.0.0.1', resolve));
    port = (frontServer.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => frontServer.close(resolve)));

  function ask(url: string, headers: Record<string, string>, method = 'GET') {
    nextAnswers = [];
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        // The path as written (a URL would resolve `..` before sending it).
        const req = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('sends a browser that accepts Brotli the copy, with the headers Next gives the file', async () => {
    const res = await ask('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(nextAnswers).toEqual([]);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);

    const style = await ask('/_next/static/chunks/app.css', { 'accept-encoding': 'br' });
    expect(style.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(brotliDecompressSync(style.body).toString()).toBe(STYLE);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await ask('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
    expect(nextAnswers).toEqual([]);
  });

  it('leaves to Next a client without Brotli, a range, a file without a copy and any other path', async () => {
    for (const [url, headers] of [
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate' }],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0, gzip' }],
      ['/_next/static/chunks/app.js', {}],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-9' }],
      ['/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/../chunks/app.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/app.js.br', { 'accept-encoding': 'br' }],
      ['/shop', { 'accept-encoding': 'br' }],
    ] as const) {
      const res = await ask(url, headers);
      expect(res.body.toString(), `${url} ${JSON.stringify(headers)}`).toBe('from next');
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });
});

describe('acceptsBrotli', () => {
  it('reads br from an Accept-Encoding header, with its weight', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('br;q=0.0, gzip')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
