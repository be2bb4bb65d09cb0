// @ts-check
// The web server's front for Next's scripts and stylesheets (decision 062): a request for one of them from a
// browser that accepts Brotli is answered with the copy written after the build (precompress.mjs), as it is,
// from memory; anything else goes to Next, which compresses with gzip on every request.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BROTLI_SUFFIX } from './precompress.mjs';

/** Where Next serves `static/` from. */
const STATIC_PREFIX = '/_next/static/';

/** Next's own headers for these files: content-hashed names, so kept for a year and never asked again. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(req: Request, res: Response) => unknown} Handler
 * @typedef {{ file: string, contentType: string, lastModified: string, body?: Buffer }} Copy
 */

/**
 * True when an Accept-Encoding header accepts Brotli: `br` listed without `q=0` (RFC 9110 §12.5.3).
 * @param {string | string[] | undefined} header
 */
export function acceptsBrotli(header) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (coding !== 'br') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Wraps `next`: a GET or HEAD of a file under `/_next/static/` that has a Brotli copy in `staticDir`, from a
 * client that accepts Brotli and asks for the whole file, is answered with the copy. Only the copies found
 * when the server starts are served (the build does not change under a running server), looked up by
 * their exact path, so no request can name a file outside them.
 * @param {string} staticDir
 * @param {Handler} next
 * @returns {Promise<Handler>}
 */
export async function frontStaticFiles(staticDir, next) {
  /** @type {Map<string, Copy>} */
  const copies = new Map();
  const names = await readdir(staticDir, { recursive: true }).catch(() => /** @type {string[]} */ ([]));
  for (const name of names) {
    if (!name.endsWith(BROTLI_SUFFIX)) continue;
    const original = name.slice(0, -BROTLI_SUFFIX.length);
    const contentType = CONTENT_TYPES[path.extname(original)];
    if (!contentType) continue;
    const file = path.join(staticDir, name);
    const { mtime } = await stat(file);
    copies.set(`${STATIC_PREFIX}${original.split(path.sep).join('/')}`, {
      file,
      contentType,
      lastModified: mtime.toUTCString(),
    });
  }

  return (req, res) => {
    const url = req.url ?? '';
    if (
      copies.size === 0 ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !url.startsWith(STATIC_PREFIX) ||
      req.headers.range !== undefined ||
      !acceptsBrotli(req.headers['accept-encoding'])
    ) {
      return next(req, res);
    }
    const copy = copies.get(url.split('?')[0] ?? url);
    if (!copy) return next(req, res);
    return send(copy, req, res).catch(() => {
      // The copy could not be read (removed under the server): Next still has the file.
      if (!res.headersSent) next(req, res);
      else res.destroy();
    });
  };
}

/**
 * @param {Copy} copy
 * @param {Request} req
 * @param {Response} res
 */
async function send(copy, req, res) {
  copy.body ??= await readFile(copy.file);
  res.writeHead(200, {
    'Content-Type': copy.contentType,
    'Content-Encoding': 'br',
    'Content-Length': copy.body.length,
    'Cache-Control': CACHE_CONTROL,
    'Last-Modified': copy.lastModified,
    Vary: 'Accept-Encoding',
  });
  res.end(req.method === 'HEAD' ? undefined : copy.body);
}
