// @ts-check
// The web server's front of the page cache (docs/product-rules.md "Fast pages", decision 015). Next answers a
// stored page through its whole request pipeline (routing, the proxy's matcher, the response cache, its
// headers and compression): 3–4 ms of CPU for a 150 kB page. The bytes it sends for a plain request of
// a stored page are the same every time until the page is purged, grows stale or is rendered again. So
// the first such answer is kept on the stored page (handler.mjs keepResponse), and the next plain
// request for that page gets those bytes at once, for as long as Next would answer it from the same
// stored page (storedResponse): while it is fresh, and while it is stale and Next renders it again
// (Next answers the stale page then too; one request goes to Next to start that render). A purged or
// expired page always goes to Next. Anything else goes to Next as before.
//
// A plain request: GET, no query string (the proxy rewrites a listing's filters, so a query always
// goes through it), not in a signed-in area (the proxy guards those), and none of the headers that
// make Next answer something other than the page's HTML (a client navigation's RSC payload, a
// prefetch, a server action). A response is kept only when Next said it came from the cache (HIT),
// with status 200, a Cache-Control that lets a shared cache keep it, and no cookie. It is kept per
// Accept-Encoding spelling, so each client gets the encoding Next chose for that spelling.

import { keepResponse, notingPageReads, storedResponse } from './handler.mjs';

/**
 * Paths that are never a stored page: the signed-in areas (the proxy decides who sees them), Next's
 * own files and the web's API routes (sign-in).
 */
const NOT_A_PAGE = /^\/(user|vendor|admin|_next|api)(\/|$)/;

/** Request headers under which Next answers something other than the page's HTML (its `Vary`). */
const NEXT_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];

/** Response headers that belong to one connection or one answer, not to the page. */
const PER_ANSWER_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** A response bigger than this is not kept (a page is 100–200 kB). */
const MAX_KEPT_BYTES = 2 * 1024 * 1024;

/** How many request paths the front remembers the cache key of before it starts over. */
const MAX_PATHS = 50_000;

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(req: Request, res: Response) => unknown} Handler
 */

/** @param {Request} req */
export function isPlainPageRequest(req) {
  const url = req.url;
  if (req.method !== 'GET' || !url || url[0] !== '/' || url.includes('?') || NOT_A_PAGE.test(url))
    return false;
  return NEXT_REQUEST_HEADERS.every((name) => req.headers[name] === undefined);
}

/** @param {Request} req */
function variantOf(req) {
  const encoding = req.headers['accept-encoding'];
  return typeof encoding === 'string' ? encoding : '';
}

/**
 * Wraps Next's request handler: plain requests of a page whose response is kept are answered from
 * it; every other request goes to `next`, and a plain request's response is kept when it may be.
 * @param {Handler} next
 * @returns {Handler}
 */
export function frontPageCache(next) {
  /** Request path → the cache key of the stored page Next answered it from. */
  const keys = new Map();
  return (req, res) => {
    if (!isPlainPageRequest(req)) return next(req, res);
    const path = /** @type {string} */ (req.url);
    const variant = variantOf(req);
    const key = keys.get(path);
    const kept = key === undefined ? null : storedResponse(key, variant);
    if (kept) {
      res.writeHead(kept.status, kept.stale ? { ...kept.headers, 'x-nextjs-cache': 'STALE' } : kept.headers);
      res.end(kept.body);
      return undefined;
    }
    /** @type {import('./handler.mjs').PageRead[]} */
    const reads = [];
    const body = capture(res);
    res.once('finish', () => {
      const chunks = body();
      if (reads.length !== 1 || !chunks) return;
      const response = keepable(res, chunks);
      if (!response || !keepResponse(reads[0], variant, response)) return;
      if (keys.size >= MAX_PATHS) keys.clear();
      keys.set(path, reads[0].key);
    });
    return notingPageReads(reads, () => next(req, res));
  };
}

/**
 * Notes what is written to `res`; answers a function that gives the bytes written, or null when the
 * response wrote headers of its own to writeHead or grew past MAX_KEPT_BYTES.
 * @param {Response} res
 * @returns {() => Buffer | null}
 */
function capture(res) {
  /** @type {Buffer[] | null} */
  let chunks = [];
  let size = 0;
  /** @param {unknown} chunk @param {unknown} encoding */
  const note = (chunk, encoding) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(/** @type {Uint8Array} */ (chunk));
    size += buffer.length;
    if (size > MAX_KEPT_BYTES) chunks = null;
    else chunks.push(buffer);
  };
  const { write, end, writeHead } = res;
  res.write = /** @type {Response['write']} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      note(chunk, rest[0]);
      return write.call(this, chunk, ...rest);
    }
  );
  res.end = /** @type {Response['end']} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      note(chunk, rest[0]);
      return end.call(this, chunk, ...rest);
    }
  );
  res.writeHead = /** @type {Response['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      // Headers handed to writeHead itself are not in getHeaders(): such a response is not kept.
      if (rest.some((arg) => arg !== undefined && typeof arg !== 'string')) chunks = null;
      return writeHead.call(this, status, ...rest);
    }
  );
  return () => (chunks ? Buffer.concat(chunks) : null);
}

/**
 * The response as it may be kept and sent again, or null when it must not be: only a page Next
 * answered from its cache, with status 200, cacheable by a shared cache, setting no cookie.
 * @param {Response} res @param {Buffer} body
 * @returns {import('./handler.mjs').StoredResponse | null}
 */
function keepable(res, body) {
  const headers = res.getHeaders();
  const cacheControl = String(headers['cache-control'] ?? '');
  if (
    res.statusCode !== 200 ||
    headers['x-nextjs-cache'] !== 'HIT' ||
    headers['set-cookie'] !== undefined ||
    !cacheControl.includes('s-maxage') ||
    /private|no-store/.test(cacheControl)
  ) {
    return null;
  }
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue;
    kept[name] = Array.isArray(value) ? value : String(value);
  }
  kept['content-length'] = String(body.length);
  return { status: 200, headers: kept, body };
}
