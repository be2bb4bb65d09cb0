import { WEB_SECRET_HEADER } from '@bazaar/shared/constants';
import type { TPagePurgesResponse } from '@bazaar/shared/page-cache';
import { expireTags } from './handler.mjs';

/** How often each web instance asks the API what changed. */
export const PURGE_POLL_MS = 1000;
/**
 * Each request reaches this far back before the last answer's time: a purge is recorded as its
 * change commits, and a slow transaction may commit after a later one has been read.
 */
const OVERLAP_MS = 5000;
/**
 * The purge is applied again this much later. A render that read the old data just before the change
 * committed may be stored after the purge arrived, and a render may have read an API instance's
 * catalogue cache, which other instances clear only after CATALOGUE_CACHE_TTL_MS (5 s, decision 007):
 * the second pass drops those too.
 */
const SECOND_PASS_MS = 6000;

type PollerOptions = { apiUrl: string; webSecret: string | null; intervalMs?: number };

/**
 * Polls GET /api/page-cache/purges and drops the cached pages that carry a purged tag (docs/product-rules.md
 * "Fast pages"). Every web instance polls for itself, so a change reaches all of them within about a
 * second, however many there are; a purge is applied once, whatever the overlap of two answers.
 */
export function startPurgePoller({ apiUrl, webSecret, intervalMs = PURGE_POLL_MS }: PollerOptions) {
  let since: string | null = null;
  const seen = new Map<string, number>();
  let lastError = 0;
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;

  async function poll() {
    const url = new URL(`${apiUrl.replace(/\/+$/, '')}/page-cache/purges`);
    if (since) url.searchParams.set('since', since);
    const response = await fetch(url, {
      headers: webSecret ? { [WEB_SECRET_HEADER]: webSecret } : {},
      signal: AbortSignal.timeout(5000),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`${response.status} from ${url.pathname}`);
    const body = (await response.json()) as TPagePurgesResponse;
    const now = Date.now();
    for (const purge of body.purges) {
      if (seen.has(purge.id)) continue;
      seen.set(purge.id, now);
      expireTags(purge.tags, now);
      setTimeout(() => expireTags(purge.tags, Date.now()), SECOND_PASS_MS).unref();
    }
    for (const [id, at] of seen) if (now - at > 4 * OVERLAP_MS) seen.delete(id);
    since = new Date(Date.parse(body.now) - OVERLAP_MS).toISOString();
  }

  async function loop() {
    try {
      await poll();
    } catch (err) {
      // The API restarting is ordinary; say so once a minute at most. Until it answers, cached pages
      // still give way after PAGE_MAX_AGE_SECONDS.
      if (Date.now() - lastError > 60_000) {
        console.warn(`page cache: could not read purges from the API (${String(err)}); retrying`);
        lastError = Date.now();
      }
    }
    if (!isStopped) {
      timer = setTimeout(loop, intervalMs);
      timer.unref();
    }
  }

  void loop();
  return {
    stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
