import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pgArray } from '../../db/sql-array.ts';
import type { MicroCache } from '../micro-cache.ts';
import { loadCategoryNames } from './repo.ts';
import { damerauDistance, typoBudget } from './typo.ts';
import { queryWords } from './vocabulary.ts';

/** Shorter typed words never name a category on their own ("it", "a"). */
const MIN_NAMING_LENGTH = 3;

/**
 * The categories a search text names: every word of it (of three letters or more) begins a word of
 * the category's name, or is within its typo budget of one ("plumbing", "plumb", "plumbnig" name
 * Plumbing; "repair" names Handyman & Repairs). A listing is found by its category's name although
 * its own words may never say it.
 */
export function categoriesNamedBy<T extends { name: string }>(categories: readonly T[], text: string): T[] {
  const words = queryWords(text).filter((w) => w.length >= MIN_NAMING_LENGTH);
  if (words.length === 0) return [];
  return categories.filter((category) => {
    const names = queryWords(category.name);
    return words.every((word) => {
      const budget = typoBudget(word.length);
      return names.some((name) => name.startsWith(word) || damerauDistance(word, name, budget) <= budget);
    });
  });
}

/**
 * The ids of the section's categories `text` names. The names are kept with the vocabulary (its cache
 * stays on where the catalogue cache is off, as in the uncached bench); a category write clears it.
 */
export async function namedCategoryIds(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  section: 'task' | 'job',
  text: string,
): Promise<string[]> {
  const names = await deps.searchVocabularyCache.get(`${section}-category-names`, () =>
    loadCategoryNames(deps.db, section),
  );
  return categoriesNamedBy(names, text).map((c) => c.id);
}

/** A search's match: the listing's words, or its category when the search names one. */
export function wordsOrNamedCategory(
  vector: AnyColumn,
  category: AnyColumn,
  tsquery: string,
  categoryIds: readonly string[],
): SQL {
  const words = sql`${vector} @@ to_tsquery('simple', ${tsquery})`;
  if (categoryIds.length === 0) return words;
  return or(words, sql`${category} = any(${pgArray(categoryIds)}::uuid[])`) as SQL;
}
