import type { Section } from '@bazaar/shared/section';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { searchVocabulary } from '../../db/schema/search.ts';
import { categories } from '../../db/schema/shop.ts';
import type { MicroCache } from '../micro-cache.ts';
import { buildVocabulary, type Vocabulary } from './vocabulary.ts';

/**
 * A section's vocabulary (search_vocabulary rows whose `section` is its name: its section.ts's
 * `searchVocabulary`), kept in `searchVocabularyCache` until it expires or a listing of any section
 * changes (lib/listing-events.ts).
 */
export function sectionVocabulary(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  section: Section,
): Promise<Vocabulary> {
  return deps.searchVocabularyCache.get(section, () => loadVocabulary(deps.db, section));
}

/**
 * The section's vocabulary as the typo tolerance reads it (words of four letters or more) and the
 * counts of its shorter words.
 */
export async function loadVocabulary(db: Executor, section: Section): Promise<Vocabulary> {
  const rows = await db
    .select({ word: searchVocabulary.word, docCount: searchVocabulary.docCount })
    .from(searchVocabulary)
    .where(and(eq(searchVocabulary.section, section), gt(searchVocabulary.docCount, 0)));
  return buildVocabulary(rows);
}

/** The active categories' names of a section, for searches that name one (category-match.ts). */
export async function loadCategoryNames(
  db: Executor,
  section: 'task' | 'job',
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.section, section), eq(categories.isActive, true)));
}

/**
 * The words of several sections as one vocabulary (a word's count is its count over them): what a
 * search of every section corrects against, so its "did you mean" knows every section's words.
 */
export function mergedVocabulary(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  sections: readonly Section[],
): Promise<Vocabulary> {
  return deps.searchVocabularyCache.get(`merged:${sections.join(',')}`, async () => {
    const rows = await deps.db
      .select({ word: searchVocabulary.word, docCount: sql<number>`sum(${searchVocabulary.docCount})::int` })
      .from(searchVocabulary)
      .where(and(inArray(searchVocabulary.section, [...sections]), gt(searchVocabulary.docCount, 0)))
      .groupBy(searchVocabulary.word);
    return buildVocabulary(rows);
  });
}
