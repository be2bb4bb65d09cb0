import type { TCategorySection } from '@bazaar/shared/category';
import type { Section } from '@bazaar/shared/section';
import { type AnyColumn, and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { searchVocabulary } from '../../db/schema/search.ts';
import { categories } from '../../db/schema/shop.ts';
import type { SampledBreadth } from '../list-query.ts';
import type { MicroCache } from '../micro-cache.ts';
import { buildVocabulary, type SearchPlan, type Vocabulary } from './vocabulary.ts';
import {
  buildWordSample,
  MAX_SAMPLE_SIZE,
  sampleHits,
  tsvectorWords,
  type WordSample,
} from './word-sample.ts';

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

/**
 * A section's active categories in its display order: for searches that name one (category-match.ts)
 * and the type-ahead's categories (type-ahead.ts).
 */
export async function loadActiveCategories(
  db: Executor,
  section: TCategorySection,
): Promise<{ id: string; name: string; slug: string }[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.section, section), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
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

/** How many listed rows a section's word sample aims at (word-sample.ts). */
export const WORD_SAMPLE_ROWS = 2_000;

/** A listing as its word sample reads it: its table, its full-text vector, its public condition. */
export type SampledListing = { table: PgTable; vector: AnyColumn; listed: SQL };

/**
 * About WORD_SAMPLE_ROWS of a listing's listed rows, as PostgreSQL's block sample draws them (a share
 * of the table's pages sized from `listed`, the same pages while the table is unchanged): the cost of
 * a few pages, not of the table, at any size.
 */
export async function loadWordSample(
  db: Executor,
  listing: SampledListing,
  listed: number,
): Promise<WordSample> {
  const percent = Math.min(100, (100 * WORD_SAMPLE_ROWS * 1.25) / Math.max(1, listed));
  const result = await db.execute(sql`
    select ${listing.vector}::text as words
    from ${listing.table} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (0)
    where ${listing.listed}
    limit ${sql.raw(String(MAX_SAMPLE_SIZE))}`);
  // Both drivers (pg and PGlite) answer raw queries with `rows`.
  const { rows } = result as unknown as { rows: { words: string | null }[] };
  return buildWordSample(rows.map((row) => tsvectorWords(row.words ?? '')));
}

/**
 * How many of a section's sampled listed rows a search of several words matches (SampledBreadth), the
 * sample kept beside the section's vocabulary (read again when it is); null for one word, whose
 * vocabulary count is its breadth.
 */
export async function sampledBreadth(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  section: Section,
  listing: SampledListing,
  listed: number,
  plan: SearchPlan,
): Promise<SampledBreadth | null> {
  if (plan.wordMatches.length < 2) return null;
  const sample = await wordSampleOf(deps, section, listing, listed);
  return {
    size: sample.size,
    hits: sampleHits(sample, plan.tsquery),
    exactHits: sampleHits(sample, plan.exactTsquery),
  };
}

/** A section's word sample, kept beside its vocabulary (read again when it is). */
function wordSampleOf(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  section: Section,
  listing: SampledListing,
  listed: number,
): Promise<WordSample> {
  return deps.searchVocabularyCache.get(`${section}-word-sample`, () =>
    loadWordSample(deps.db, listing, listed),
  );
}

/**
 * How many of the `listed` rows a type-ahead's tsquery matches, as its share of the section's word
 * sample says (decision 058's sample, read the same way); null when the sample cannot read the text.
 * A prefix's words together (`fl:*`: flat, floor, flower …), which the vocabulary counts one by one.
 */
export async function sampledMatches(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  section: Section,
  listing: SampledListing,
  listed: number,
  tsquery: string,
): Promise<number | null> {
  const sample = await wordSampleOf(deps, section, listing, listed);
  const hits = sampleHits(sample, tsquery);
  return hits === null || sample.size === 0 ? null : Math.round((hits / sample.size) * listed);
}
