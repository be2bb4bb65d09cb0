import type { Section } from '@bazaar/shared/section';
import { inArray, sql } from 'drizzle-orm';
import { savedSearches, savedSearchMatches } from '../../db/schema/saved-searches.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { choicesOf } from '../notification/choices.ts';
import { emailNotifications, type NotificationEmailInput } from '../notification/email.ts';
import { SAVED_SEARCHES_PAGE } from './alerts.ts';

// The daily digest of saved-search matches (decision 047): a person's matches wait (`digest_pending`)
// until the oldest of them is a day old, then go out in one email per section (with that section's
// one-click unsubscribe, decision 050). Runs in every API instance on an interval; the rows are taken
// with FOR UPDATE SKIP LOCKED, so two instances never send the same match: the second skips what the
// first holds and finds nothing else due.

export const DIGEST_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often each instance looks for digests that are due. */
export const DIGEST_POLL_MS = 10 * 60 * 1000;
/** Matches one round takes at most (the rest go in the next round). */
const ROUND_LIMIT = 2_000;

type DueRow = { id: string; user_id: string; title: string; path: string; section: string; name: string };

/** Sends every digest due at `now`: one email per person and section. Answers how many were sent. */
export async function sendSavedSearchDigests(deps: AppDeps, now: Date = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - DIGEST_AFTER_MS);
  return inTransaction(deps.db, async (tx) => {
    const result = await tx.execute(sql`
      select m.id, m.user_id, m.title, m.path, m.section, s.name
      from ${savedSearchMatches} m join ${savedSearches} s on s.id = m.saved_search_id
      where m.digest_pending and m.user_id in (
        select user_id from ${savedSearchMatches} where digest_pending
        group by user_id having min(created_at) <= ${dueBefore.toISOString()}::timestamptz)
      order by m.user_id, m.created_at, m.id
      limit ${ROUND_LIMIT}
      for update of m skip locked`);
    const rows = (result as unknown as { rows: DueRow[] }).rows;
    if (rows.length === 0) return 0;
    // One digest per person and section: each carries its section's one-click unsubscribe, the
    // choice (section × email) it obeys.
    const digests = new Map<string, DueRow[]>();
    for (const row of rows) {
      const key = `${row.user_id}:${row.section}`;
      const digest = digests.get(key);
      if (digest) digest.push(row);
      else digests.set(key, [row]);
    }
    const userIds = [...new Set(rows.map((r) => r.user_id))];
    const choices = await choicesOf(tx, userIds);
    const inputs: NotificationEmailInput[] = [];
    for (const matches of digests.values()) {
      const { user_id: userId, section } = matches[0] as DueRow;
      // A section's email turned off since the matches were kept: they are dropped from the digest.
      if (!(choices.get(userId)?.[section as Section].email ?? true)) continue;
      inputs.push({
        userId,
        topic: section as Section,
        route: SAVED_SEARCHES_PAGE,
        email: {
          templateKey: 'saved-search-digest',
          values: {
            count: String(matches.length),
            matches: matches.map((m) => `- ${m.title} (${m.name}): ${deps.webOrigin}${m.path}`).join('\n'),
            manageLink: `${deps.webOrigin}${SAVED_SEARCHES_PAGE}`,
          },
        },
      });
    }
    const sent = await emailNotifications(tx, deps, inputs, 'chosen');
    await tx
      .update(savedSearchMatches)
      .set({ digestPending: false })
      .where(
        inArray(
          savedSearchMatches.id,
          rows.map((r) => r.id),
        ),
      );
    return sent;
  });
}

/** Runs the digest every `pollMs` in this instance; answers the function that stops it. */
export function startSavedSearchDigests(
  deps: AppDeps,
  log: (err: unknown) => void,
  pollMs: number = DIGEST_POLL_MS,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendSavedSearchDigests(deps)
      .catch(log)
      .finally(() => {
        running = null;
      });
  }, pollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
