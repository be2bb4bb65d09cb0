import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, frontStaticFiles } from './front.mjs';
import {
  addCompileHints,
  COMPILE_HINT,
  HINTED_SCRIPT_MIN_BYTES,
  precompressStaticFiles,
  prepareStaticFiles,
} from './precompress.mjs';

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

describe('addCompileHints', () => {
  // A build's own folder: a large script (React's size class), a small one, a stylesheet.
  const LARGE = `(globalThis.TURBOPACK||=[]).push([${'1,e=>{"use strict";e.s(["a",0,1])},'.repeat(HINTED_SCRIPT_MIN_BYTES / 20)}]);`;
  const SMALL = '(globalThis.TURBOPACK||=[]).push([2,e=>{}]);';
  const LARGE_STYLE = STYLE.repeat(20);
  const builds: string[] = [];
  async function makeBuild() {
    const build = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    builds.push(build);
    await mkdir(path.join(build, 'chunks'), { recursive: true });
    await writeFile(path.join(build, 'chunks', 'large.js'), LARGE);
    await writeFile(path.join(build, 'chunks', 'small.js'), SMALL);
    await writeFile(path.join(build, 'chunks', 'large.css'), LARGE_STYLE);
    return build;
  }
  afterAll(() => Promise.all(builds.map((build) => rm(build, { recursive: true, force: true }))));

  it('puts the hint on the first line of every large script, once, and leaves the rest as they were', async () => {
    const build = await makeBuild();
    expect(LARGE.length).toBeGreaterThanOrEqual(HINTED_SCRIPT_MIN_BYTES);
    expect(await addCompileHints(build)).toBe(1);
    // A second run (the build step run again on the same folder) adds nothing.
    expect(await addCompileHints(build)).toBe(0);
    const read = (name: string) => readFile(path.join(build, 'chunks', name), 'utf8');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(await read('large.js')).toBe(COMPILE_HINT + LARGE);
    expect(await read('small.js')).toBe(SMALL);
    expect(await read('large.css')).toBe(LARGE_STYLE);
  });

  it('runs before the Brotli copies, so the copy a browser gets carries the hint too', async () => {
    const build = await makeBuild();
    // The small script cannot shrink, so two copies: the large script and the stylesheet.
    expect(await prepareStaticFiles(build)).toMatch(/^Compile hints on 1 scripts\. Brotli copies of 2 /);
    const copy = await readFile(path.join(build, 'chunks', 'large.js.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(COMPILE_HINT + LARGE);
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
