import type { TSavedSearchCriteria, TSavedSearchEmail } from '@bazaar/shared/saved-search';
import { SAVED_SEARCH_EMAILS } from '@bazaar/shared/saved-search';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's saved search (decision 047): the page it opens, the criteria a new listing must meet, how
 * its matches are emailed, and when its owner last opened it (its new matches are those told since).
 * `section` null: a search of every section (/search/{text}).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text(),
    name: text().notNull(),
    path: text().notNull(),
    criteria: jsonb().$type<TSavedSearchCriteria>().notNull(),
    email: text({ enum: SAVED_SEARCH_EMAILS }).$type<TSavedSearchEmail>().notNull().default('instant'),
    isPaused: boolean().notNull().default(false),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * The inverted index of the saved searches: each is filed under one key of its section (its longest
 * word `w:…`, else its category `c:…`, else its place `p:…`, else `*`); `section` is '' for a search
 * of every section. A new listing looks up its own keys here, so only saved searches whose most
 * selective part it has are checked (lib: `savedSearchIndexKey`, `listingIndexKeys`).
 */
export const savedSearchKeys = pgTable(
  'saved_search_keys',
  {
    section: text().notNull(),
    key: text().notNull(),
    savedSearchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.key, t.savedSearchId] }),
    index('saved_search_keys_saved_search_idx').on(t.savedSearchId),
  ],
);

/**
 * A listing told to a person because it matched one of their saved searches: at most one per person
 * and listing (the unique index, whatever instance or event tried twice). `digestPending` while it
 * waits for the person's daily digest email.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    id: uuid().primaryKey(),
    savedSearchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text().notNull(),
    listingId: uuid().notNull(),
    title: text().notNull(),
    path: text().notNull(),
    digestPending: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_search_matches_once_idx').on(t.userId, t.section, t.listingId),
    index('saved_search_matches_search_created_idx').on(t.savedSearchId, t.createdAt),
    index('saved_search_matches_digest_idx').on(t.userId, t.createdAt).where(sql`${t.digestPending}`),
  ],
);

export type SavedSearchMatchRow = typeof savedSearchMatches.$inferSelect;
