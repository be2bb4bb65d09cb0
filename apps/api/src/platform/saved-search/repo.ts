import type { TPageQuery } from '@bazaar/shared/pagination';
import type { TSavedSearchCriteria, TSavedSearchEmail } from '@bazaar/shared/saved-search';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type SavedSearchRow,
  savedSearches,
  savedSearchKeys,
  savedSearchMatches,
} from '../../db/schema/saved-searches.ts';
import { fetchPage } from '../../lib/list-query.ts';

// The saved searches, their inverted index and their matches (decision 047).

/** The section column of the index for a search of every section. */
export const EVERY_SECTION = '';

export type SavedSearchWithCount = SavedSearchRow & { newMatches: number };

// Written out: drizzle leaves a column unqualified in a one-table select, which the subquery would
// read as its own table's.
const newMatches = sql<number>`(select count(*)::int from ${savedSearchMatches} m
  where m.saved_search_id = "saved_searches"."id" and m.created_at > "saved_searches"."last_seen_at")`;

/** A person's saved searches, newest first, each with its matches since last seen. */
export async function listSavedSearches(db: Executor, userId: string, page: TPageQuery) {
  const where = eq(savedSearches.userId, userId);
  return fetchPage(
    db
      .select({ row: savedSearches, newMatches })
      .from(savedSearches)
      .where(where)
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .$dynamic(),
    db.select({ total: count() }).from(savedSearches).where(where),
    page,
  );
}

export async function countSavedSearches(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** One saved search of `userId` with its new matches; none when it is someone else's or gone. */
export async function findOwnSavedSearch(
  db: Executor,
  userId: string,
  id: string,
): Promise<SavedSearchWithCount | null> {
  const [found] = await db
    .select({ row: savedSearches, newMatches })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return found ? { ...found.row, newMatches: found.newMatches } : null;
}

/** Stores a saved search and files it under its one key of the index. */
export async function insertSavedSearch(
  db: Executor,
  row: {
    id: string;
    userId: string;
    section: string | null;
    name: string;
    path: string;
    criteria: TSavedSearchCriteria;
    email: TSavedSearchEmail;
  },
  key: string,
): Promise<SavedSearchRow> {
  const [created] = await db.insert(savedSearches).values(row).returning();
  await db
    .insert(savedSearchKeys)
    .values({ section: row.section ?? EVERY_SECTION, key, savedSearchId: row.id });
  return created as SavedSearchRow;
}

export async function updateOwnSavedSearch(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<Pick<SavedSearchRow, 'name' | 'isPaused' | 'email' | 'lastSeenAt'>>,
): Promise<boolean> {
  const updated = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return updated.length > 0;
}

/** Deletes it with its index row and its matches (cascade). */
export async function deleteOwnSavedSearch(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/**
 * The saved searches (not paused) filed under any of `keys` in `section` or in every section: one
 * index lookup per key, so what it reads grows with the candidates, not with the saved searches.
 */
export async function findCandidates(
  db: Executor,
  section: string,
  keys: readonly string[],
): Promise<SavedSearchRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ row: savedSearches })
    .from(savedSearchKeys)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchKeys.savedSearchId))
    .where(
      and(
        inArray(savedSearchKeys.section, [section, EVERY_SECTION]),
        inArray(savedSearchKeys.key, [...new Set(keys)]),
        eq(savedSearches.isPaused, false),
      ),
    );
  return rows.map((r) => r.row);
}

export type NewMatch = {
  id: string;
  savedSearchId: string;
  userId: string;
  section: string;
  listingId: string;
  title: string;
  path: string;
  digestPending: boolean;
};

/**
 * Records matches; one already recorded for the same person and listing is skipped by the unique
 * index (another event, another instance). Answers those written: the only ones to tell.
 */
export async function insertMatches(db: Executor, matches: readonly NewMatch[]): Promise<NewMatch[]> {
  if (matches.length === 0) return [];
  const written = await db
    .insert(savedSearchMatches)
    .values([...matches])
    .onConflictDoNothing({
      target: [savedSearchMatches.userId, savedSearchMatches.section, savedSearchMatches.listingId],
    })
    .returning({ id: savedSearchMatches.id });
  const ids = new Set(written.map((w) => w.id));
  return matches.filter((m) => ids.has(m.id));
}
