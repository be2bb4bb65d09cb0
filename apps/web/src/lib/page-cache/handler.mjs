// @ts-check
// The web's page cache (docs/product-rules.md "Fast pages", decision 015). Next.js keeps its rendered public
// pages and their API reads here: in this process's memory, bounded in bytes, dropping the least recently
// used first. Plain JavaScript because Next loads it at run time, outside its bundles.
//
// Three rules on top of what Next asks of a cache handler:
// - Nothing `next build` rendered is ever served: the cache starts empty with each server, so the
//   first visitor of a page has it rendered with the run-time API and configuration.
// - A purge (a change made through the API, found by purge-poller.ts) drops every entry that carries
//   one of its tags; the next visitor gets the page rendered fresh.
// - No entry is served older than MAX_AGE_MS, whether or not a purge reached this instance.
//
// Stored pages start their scripts after their first paint (paint-first.mjs, decision 024).
//
// The web server (front.mjs) also keeps, on a stored page, the response Next sent for it, and answers
// the next plain request for that page with those bytes, as long as Next would answer it from the
// same entry (storedResponse): the same rules decide both.

import { AsyncLocalStorage } from 'node:async_hooks';
import { scriptsAfterFirstPaint } from './paint-first.mjs';

/** PAGE_MAX_AGE_SECONDS in packages/shared/src/page-cache.ts (handler.test.ts keeps them equal). */
export const MAX_AGE_MS = 60_000;

const DEFAULT_BUDGET_MB = 256;
/** How many responses (one per Accept-Encoding spelling) a stored page keeps at most. */
const MAX_RESPONSES_PER_PAGE = 8;
const TAGS_HEADER = 'x-next-cache-tags';
const STATE = Symbol.for('bazaar.page-cache');

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} StoredResponse
 * @typedef {{ value: any, lastModified: number, cacheControl: unknown, size: number, responses?: Map<string, StoredResponse & { tags: readonly string[] }>, renderAskedAt?: number }} Entry
 * @typedef {{ key: string, entry: Entry, tags: readonly string[] }} PageRead
 * @typedef {{ entries: Map<string, Entry>, bytes: number, budget: number, tagTimes: Map<string, number>, reads: AsyncLocalStorage<PageRead[]> }} State
 */

/** One state per process, shared by every handler instance Next creates and by the purge poller. */
function state() {
  const g = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis));
  let s = g[STATE];
  if (!s) {
    const mb = Number(process.env.PAGE_CACHE_MB);
    s = {
      entries: new Map(),
      bytes: 0,
      budget: (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_BUDGET_MB) * 1024 * 1024,
      tagTimes: new Map(),
      reads: new AsyncLocalStorage(),
    };
    g[STATE] = s;
  }
  return s;
}

/**
 * Drops whatever carries one of `tags` and was stored before `at` (a time in ms).
 * @param {readonly string[]} tags
 * @param {number} at
 */
export function expireTags(tags, at) {
  const { tagTimes } = state();
  for (const tag of tags) {
    if ((tagTimes.get(tag) ?? 0) < at) tagTimes.set(tag, at);
  }
  // A tag time older than the oldest entry that may be served can expire nothing any more.
  if (tagTimes.size > 10_000) {
    const horizon = Date.now() - MAX_AGE_MS;
    for (const [tag, time] of tagTimes) if (time < horizon) tagTimes.delete(tag);
  }
}

/**
 * @param {Entry} entry
 * @param {readonly string[]} tags
 * @param {number} now
 */
export function isExpired(entry, tags, now) {
  if (now - entry.lastModified > MAX_AGE_MS) return true;
  const { tagTimes } = state();
  return tags.some((tag) => (tagTimes.get(tag) ?? 0) > entry.lastModified);
}

/** @param {any} value @param {{ tags?: string[], softTags?: string[] } | undefined} ctx */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const own = typeof header === 'string' ? header.split(',') : Array.isArray(value?.tags) ? value.tags : [];
  return [...own, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/** A rough size in bytes, for the budget. @param {any} value */
function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  if (typeof value.html === 'string') size += value.html.length;
  if (value.rscData) size += value.rscData.length ?? 0;
  if (value.body) size += value.body.length ?? 0;
  if (value.segmentData instanceof Map) for (const chunk of value.segmentData.values()) size += chunk.length;
  if (value.kind === 'FETCH') size += JSON.stringify(value.data ?? '').length;
  return size;
}

/** Most recently used last: eviction takes from the front. @param {State} s @param {string} key @param {Entry} entry */
function touch(s, key, entry) {
  s.entries.delete(key);
  s.entries.set(key, entry);
}

/** Drops the least recently used entries until the cache fits its budget. @param {State} s */
function evict(s) {
  for (const oldest of s.entries.keys()) {
    if (s.bytes <= s.budget) break;
    remove(s, oldest);
  }
}

/** @param {State} s @param {string} key */
function remove(s, key) {
  const entry = s.entries.get(key);
  if (!entry) return;
  s.entries.delete(key);
  s.bytes -= entry.size;
}

export default class PageCacheHandler {
  /** @param {unknown} _context */
  // biome-ignore lint/complexity/noUselessConstructor: Next constructs the handler with its context
  constructor(_context) {}

  /** @param {string} key @param {{ tags?: string[], softTags?: string[] }} [ctx] */
  async get(key, ctx) {
    const s = state();
    const entry = s.entries.get(key);
    if (!entry) return null;
    const tags = tagsOf(entry.value, ctx);
    if (isExpired(entry, tags, Date.now())) {
      remove(s, key);
      return null;
    }
    touch(s, key, entry);
    // A page read while the web server notes reads (front.mjs): the response may be kept on it.
    if (entry.value?.kind === 'APP_PAGE') s.reads.getStore()?.push({ key, entry, tags });
    return entry;
  }

  /** @param {string} key @param {any} data @param {{ fetchCache?: boolean, cacheControl?: unknown }} ctx */
  async set(key, data, ctx) {
    const s = state();
    remove(s, key);
    if (!data) return;
    // A stored page paints before its scripts start (paint-first.mjs).
    if (data.kind === 'APP_PAGE' && typeof data.html === 'string')
      data = { ...data, html: scriptsAfterFirstPaint(data.html) };
    const size = key.length + sizeOf(data);
    if (size > s.budget / 4) return;
    s.entries.set(key, {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      size,
    });
    s.bytes += size;
    evict(s);
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    expireTags(typeof tags === 'string' ? [tags] : tags, Date.now());
  }

  resetRequestCache() {}
}

/**
 * Runs `fn` noting every stored page it reads (through PageCacheHandler.get), for the web server to
 * keep the response on the page it came from. @template T @param {PageRead[]} reads @param {() => T} fn
 */
export function notingPageReads(reads, fn) {
  return state().reads.run(reads, fn);
}

/**
 * How Next would answer a request from this entry now: `fresh` (younger than its revalidate time),
 * `stale` (older: Next answers it and renders the page again in the background) or `expired` (too old
 * or purged: Next renders the page before it answers).
 * @param {Entry} entry @param {readonly string[]} tags @param {number} now
 * @returns {'fresh' | 'stale' | 'expired'}
 */
function freshness(entry, tags, now) {
  if (isExpired(entry, tags, now)) return 'expired';
  const revalidate = /** @type {{ revalidate?: unknown } | undefined} */ (entry.cacheControl)?.revalidate;
  if (typeof revalidate !== 'number') return 'expired';
  return now - entry.lastModified < revalidate * 1000 ? 'fresh' : 'stale';
}

/**
 * Keeps `response` (what Next sent for a request of kind `variant`) on the page `read` found, if that
 * page is still the stored one; its bytes count against the cache's budget.
 * @param {PageRead} read @param {string} variant @param {StoredResponse} response
 */
export function keepResponse(read, variant, response) {
  const s = state();
  const { key, entry, tags } = read;
  if (s.entries.get(key) !== entry) return false;
  entry.responses ??= new Map();
  const old = entry.responses.get(variant);
  // Browsers send a handful of Accept-Encoding spellings; more than that is not worth a copy each.
  if (!old && entry.responses.size >= MAX_RESPONSES_PER_PAGE) return false;
  const grown = response.body.length - (old?.body.length ?? 0);
  entry.responses.set(variant, { ...response, tags });
  entry.size += grown;
  s.bytes += grown;
  evict(s);
  return true;
}

/**
 * The response kept on the page stored under `key` for a request of kind `variant`, when Next would
 * answer that request from the same page now; null when the request must go to Next. A stale page is
 * answered as Next answers it (`stale: true`) while Next renders it again: the first request that
 * finds it stale goes to Next, which starts that, and so does one request per revalidate time
 * after, should a render not have replaced the page.
 * @param {string} key @param {string} variant @param {number} [now]
 * @returns {(StoredResponse & { stale: boolean }) | null}
 */
export function storedResponse(key, variant, now = Date.now()) {
  const s = state();
  const entry = s.entries.get(key);
  const response = entry?.responses?.get(variant);
  if (!entry || !response) return null;
  const answer = freshness(entry, response.tags, now);
  if (answer === 'expired') return null;
  if (answer === 'stale') {
    const revalidateMs = /** @type {{ revalidate: number }} */ (entry.cacheControl).revalidate * 1000;
    if (entry.renderAskedAt === undefined || now - entry.renderAskedAt >= revalidateMs) {
      entry.renderAskedAt = now;
      return null;
    }
  }
  touch(s, key, entry);
  return { ...response, stale: answer === 'stale' };
}

/** What the cache holds now (for tests and the bench). */
export function pageCacheStats() {
  const s = state();
  return { entries: s.entries.size, bytes: s.bytes, budget: s.budget };
}
