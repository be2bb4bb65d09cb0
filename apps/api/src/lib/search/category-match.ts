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
