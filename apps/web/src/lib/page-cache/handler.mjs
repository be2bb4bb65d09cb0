// @ts-check
// The web's page cache (README "Fast pages", decision 015). Next.js keeps its rendered public pages
// and their API reads here: in this process's memory, bounded in bytes, dropping the least recently
// used first. Plain JavaScript because Next loads it at run time, outside its bundles.
//
// Three rules on top of what Next asks of a cache handler:
// - Nothing `next build` rendered is ever served: the cache starts empty with each server, so the
//   first visitor of a page has it rendered with the run-time API and configuration.
// - A purge (a change made through the API, found by purge-poller.ts) drops every entry that carries
//   one of its tags; the next visitor gets the page rendered fresh.
// - No entry is served older than MAX_AGE_MS, whether or not a purge reached this instance.

/** PAGE_MAX_AGE_SECONDS in packages/shared/src/page-cache.ts (handler.test.ts keeps them equal). */
export const MAX_AGE_MS = 60_000;

const DEFAULT_BUDGET_MB = 256;
const TAGS_HEADER = 'x-next-cache-tags';
const STATE = Symbol.for('bazaar.page-cache');

/**
 * @typedef {{ value: any, lastModified: number, cacheControl: unknown, size: number }} Entry
 * @typedef {{ entries: Map<string, Entry>, bytes: number, budget: number, tagTimes: Map<string, number> }} State
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
    if (isExpired(entry, tagsOf(entry.value, ctx), Date.now())) {
      remove(s, key);
      return null;
    }
    // Most recently used last: eviction takes from the front.
    s.entries.delete(key);
    s.entries.set(key, entry);
    return entry;
  }

  /** @param {string} key @param {any} data @param {{ fetchCache?: boolean, cacheControl?: unknown }} ctx */
  async set(key, data, ctx) {
    const s = state();
    remove(s, key);
    if (!data) return;
    const size = key.length + sizeOf(data);
    if (size > s.budget / 4) return;
    s.entries.set(key, {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      size,
    });
    s.bytes += size;
    for (const oldest of s.entries.keys()) {
      if (s.bytes <= s.budget) break;
      remove(s, oldest);
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    expireTags(typeof tags === 'string' ? [tags] : tags, Date.now());
  }

  resetRequestCache() {}
}

/** What the cache holds now (for tests and the bench). */
export function pageCacheStats() {
  const s = state();
  return { entries: s.entries.size, bytes: s.bytes, budget: s.budget };
}
