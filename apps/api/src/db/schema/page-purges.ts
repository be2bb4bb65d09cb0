import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Tags of the web's cached public pages that a write changed (docs/product-rules.md "Fast pages"). Each web
 * instance reads the newest every second; rows older than a few minutes are deleted as they are read.
 */
export const pagePurges = pgTable(
  'page_purges',
  {
    id: uuid().primaryKey(),
    tags: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_purges_created_at_idx').on(t.createdAt)],
);

export type PagePurgeRow = typeof pagePurges.$inferSelect;
