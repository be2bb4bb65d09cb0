import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The words a section's search can match, with how many visible rows hold each: what the typo
 * tolerance corrects a mistyped word against (lib/search, docs/decisions/014-typo-tolerant-search.md).
 * Kept current by triggers on the section's table (products: migration 0008), so every writer —
 * the API, the seed, the bench's bulk insert, SQL by hand — keeps it right.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    /** The section whose rows hold the word: 'shop', 'task', 'job' or 'rent'. */
    section: text().notNull(),
    /** A lexeme of the rows' full-text vector ('simple' configuration: lower-case, unstemmed). */
    word: text().notNull(),
    /** Visible rows holding the word; a row whose count falls to 0 is deleted. */
    docCount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.section, t.word] })],
);

export type SearchVocabularyRow = typeof searchVocabulary.$inferSelect;
