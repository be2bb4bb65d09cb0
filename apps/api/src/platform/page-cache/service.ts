import type { TPagePurgesResponse } from '@bazaar/shared/page-cache';
import type { AppDeps } from '../../lib/deps.ts';
import { deletePagePurgesBefore, insertPagePurge, listPagePurges } from './repo.ts';

type Deps = Pick<AppDeps, 'db'>;

/** The most purges one answer carries; a web instance that falls further behind catches up next poll. */
const MAX_PURGES_PER_ANSWER = 1000;
/** Purges are read within a second or two; older ones are kept a while for a web instance that restarts. */
const KEEP_PURGES_MS = 10 * 60_000;
const CLEAN_EVERY_MS = 60_000;
let lastCleanedAt = 0;

/** Records that the pages carrying `tags` changed (docs/product-rules.md "Fast pages"). */
export async function recordPagePurge(deps: Deps, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length > 0) await insertPagePurge(deps.db, unique);
}

/** GET /api/page-cache/purges: what changed since `since`, and the database's clock for the next ask. */
export async function listPurgesSince(deps: Deps, since: string | undefined): Promise<TPagePurgesResponse> {
  const { rows, now } = await listPagePurges(deps.db, since ? new Date(since) : null, MAX_PURGES_PER_ANSWER);
  if (now.getTime() - lastCleanedAt > CLEAN_EVERY_MS) {
    lastCleanedAt = now.getTime();
    await deletePagePurgesBefore(deps.db, new Date(now.getTime() - KEEP_PURGES_MS));
  }
  return {
    purges: rows.map((r) => ({ id: r.id, tags: r.tags, at: r.createdAt.toISOString() })),
    // With a full answer, the next ask starts where this one stopped rather than at the clock.
    now: (rows.length === MAX_PURGES_PER_ANSWER ? (rows.at(-1)?.createdAt ?? now) : now).toISOString(),
  };
}
