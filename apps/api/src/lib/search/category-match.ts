import { type AnyColumn, and, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { pgArray } from '../../db/sql-array.ts';
import {
  countedPageSource,
  countedRows,
  isCountCapped,
  rankedSidesPageSource,
  walkedPageSource,
} from '../list-query.ts';
import type { MicroCache } from '../micro-cache.ts';
import { loadActiveCategories } from './repo.ts';
import { damerauDistance, typoBudget } from './typo.ts';
import { queryWords } from './vocabulary.ts';

/** Shorter typed words never name a category on their own ("it", "a"). */
const MIN_NAMING_LENGTH = 3;

/**
 * How `word` is spelled among a category name's words: as typed when it begins one, else the word
 * it is the fewest typos from within its budget ("plumbng" → "plumbing"); null when it names none.
 */
function spelledAs(word: string, names: readonly string[]): string | null {
  if (names.some((name) => name.startsWith(word))) return word;
  const budget = typoBudget(word.length);
  let best: string | null = null;
  let fewest = budget + 1;
  for (const name of names) {
    const distance = damerauDistance(word, name, budget);
    if (distance < fewest) {
      best = name;
      fewest = distance;
    }
  }
  return best;
}

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
    return words.every((word) => spelledAs(word, names) !== null);
  });
}

/**
 * The search text as the names of the categories it names spell it ("plumbng" → "plumbing"), or null
 * when it spelled them right or names none. A search that names a category suggests this, never the
 * vocabulary's correction: the listings' own words may never say the category's name.
 */
export function categorySpelling(categories: readonly { name: string }[], text: string): string | null {
  if (categories.length === 0) return null;
  const names = categories.flatMap((category) => queryWords(category.name));
  let isRespelled = false;
  const spelled = queryWords(text).map((word) => {
    const as = word.length >= MIN_NAMING_LENGTH ? spelledAs(word, names) : null;
    if (as === null || as === word) return word;
    isRespelled = true;
    return as;
  });
  return isRespelled ? spelled.join(' ') : null;
}

/** The categories of a section a search text names: their ids, and the text as their names spell it. */
export type NamedCategories = { ids: string[]; didYouMean: string | null };

/**
 * The section's categories `text` names. The names are kept with the vocabulary (its cache stays on
 * where the catalogue cache is off, as in the uncached bench); a category write clears it.
 */
export async function namedCategories(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  section: 'task' | 'job',
  text: string,
): Promise<NamedCategories> {
  const names = await deps.searchVocabularyCache.get(`${section}-category-names`, () =>
    loadActiveCategories(deps.db, section),
  );
  const named = categoriesNamedBy(names, text);
  return { ids: named.map((c) => c.id), didYouMean: categorySpelling(named, text) };
}

/** A full-text vector matches a search's tsquery ('simple' configuration). */
function wordsMatch(vector: AnyColumn, tsquery: TsqueryText): SQL {
  return sql`${vector} @@ to_tsquery('simple', ${tsquery})`;
}

/**
 * A search's match: the listing's words, or its category when the search names one. With named
 * categories it is the ids of the first rows of each side: `best(match, ranked)` reads the listing's
 * first rows matching `match` (as many as the page and its count need, `countedRows`), in the
 * listing's order with its ranking by the exact words (`ranked`) or without it. The listing's first
 * rows are among them: a row among its first N is among the first N of each side it is on, in either
 * order where the ranking cannot lift a row of that side (the category's tasks without the exact
 * words), and the category's tasks with them are a side of their own. Each side reads its own index
 * (the category's ordered listing, the full-text index); an `or` of the two walked the listing's whole
 * order and visited every row on the way (a typo naming a 5,000-task category: 26–33 ms a query).
 * `search.exactTsquery`: the exact words when the listing ranks by them, else null.
 */
export function wordsOrNamedCategory(
  columns: { id: AnyColumn; vector: AnyColumn; category: AnyColumn },
  search: { tsquery: TsqueryText; exactTsquery: TsqueryText | null; wordsAreExact?: boolean },
  categoryIds: readonly string[],
  best: (match: SQL, ranked: boolean) => SQLWrapper,
): SQL {
  const words = wordsMatch(columns.vector, search.tsquery);
  if (categoryIds.length === 0) return words;
  const inCategory = sql`${columns.category} = any(${pgArray(categoryIds)}::uuid[])`;
  // Words matched only as typed (no correction, no other reading) all rank alike: that side is read
  // in the listing's own order, which its index gives without sorting every match ("home").
  const sides = [best(words, !search.wordsAreExact), best(inCategory, false)];
  // (The category's listings with the exact words are on the words' side already when the words
  // match only as typed.)
  if (search.exactTsquery && !search.wordsAreExact) {
    sides.push(
      best(sql`${inCategory} and ${columns.vector} @@ to_tsquery('simple', ${search.exactTsquery})`, true),
    );
  }
  return sql`${columns.id} in (${sql.join(
    sides.map((side) => sql`(${side})`),
    sql` union all `,
  )})`;
}

/** How a searchable public listing (tasks, jobs) orders its rows by the exact words first. */
export type ExactRanking = { exactTsquery: TsqueryText; term: SQL };

/** A tsquery's text, or its placeholder in a statement built once with its words as placeholders. */
export type TsqueryText = string | Placeholder;

/**
 * The words as typed when a list ranks by them (a search sorted by relevance), else null: the task, job
 * and rent lists rank these first (decision 056's shapes include it).
 */
export function exactTsqueryOf(opts: {
  sort: string;
  tsquery: TsqueryText | null;
  exactTsquery: TsqueryText | null;
}): TsqueryText | null {
  return opts.sort === 'relevance' && opts.tsquery ? opts.exactTsquery : null;
}

/**
 * The page source (countedPageSource) of a public listing a search may name a category of: its ids
 * filtered by `where(match)`, where `match` is the search's (wordsOrNamedCategory, each side read in
 * `order`, or in `order` without `ranking.term` where the ranking cannot lift a row of that side).
 * `search.walk`: the page of a search by its words alone (no category named) is read by walking the
 * listing's order instead (walkedPageSource; the caller asks walksListing); ranked, side by side
 * (rankedSidesPageSource): in each of `listing.rankedGroups` (the groups the order puts first, before
 * the ranking), the rows with the words as typed (walked when `search.walkAsTyped`), then the others.
 */
export function searchedPageSource(
  db: Executor,
  listing: {
    table: PgTable;
    columns: { id: PgColumn; vector: AnyColumn; category: AnyColumn };
    where: (match: SQL | undefined) => SQL;
    order: readonly SQL[];
    ranking: ExactRanking | null;
    /** The conditions of the groups `order` puts before its ranking, in that order (Open tasks first). */
    rankedGroups?: readonly SQL[];
  },
  search: {
    tsquery: TsqueryText | null;
    namedCategoryIds: readonly string[];
    walk?: boolean;
    /** The words as typed are broad enough to walk the listing for (a ranked walk's first sides). */
    walkAsTyped?: boolean;
    /** The words match only as typed (SearchPlan.hasCorrections is false). */
    wordsAreExact?: boolean;
  },
  page: { offset: number; limit: number; planOnce: boolean; leastMatches?: number | null },
): ReturnType<typeof countedPageSource> {
  const { ranking } = listing;
  const rows = (match: SQL | undefined, order: readonly SQL[]) =>
    db
      .select({ id: listing.columns.id })
      .from(listing.table)
      .where(listing.where(match))
      .orderBy(...order)
      .$dynamic();
  const unranked = listing.order.filter((term) => term !== ranking?.term);
  const ordered = (match: SQL | undefined, ranked = true) => rows(match, ranked ? listing.order : unranked);
  if (search.walk && search.tsquery && search.namedCategoryIds.length === 0) {
    const words = wordsMatch(listing.columns.vector, search.tsquery);
    const counted = db
      .select({ id: listing.columns.id })
      .from(listing.table)
      .where(listing.where(words))
      .$dynamic();
    // Wrapped, a match is a filter the full-text index cannot serve: the listing's index is walked.
    const walked = sql`coalesce(${words}, false)`;
    if (!ranking) return walkedPageSource(counted, ordered(walked), page);
    const asTyped = wordsMatch(listing.columns.vector, ranking.exactTsquery);
    const sides = (listing.rankedGroups ?? [undefined]).flatMap((group) => [
      search.walkAsTyped
        ? ordered(and(group, walked, sql`coalesce(${asTyped}, false)`), false)
        : // Led by the match itself (true for each of its rows), an order no index gives: the side's few
          // rows are read through the full-text index and sorted, never looked for by walking the
          // listing (a plan made once guesses a few hundred matches for any words).
          rows(and(group, words, asTyped), [sql`(${asTyped}) desc`, ...unranked]),
      ordered(and(group, walked, sql`not coalesce(${asTyped}, false)`), false),
    ]);
    return rankedSidesPageSource(sides, counted, page);
  }
  const match = search.tsquery
    ? wordsOrNamedCategory(
        listing.columns,
        {
          tsquery: search.tsquery,
          exactTsquery: ranking?.exactTsquery ?? null,
          wordsAreExact: search.wordsAreExact ?? false,
        },
        search.namedCategoryIds,
        // Each side's first rows: as many as the count needs, or the page's when the count is known.
        (side, ranked) =>
          ordered(side, ranked).limit(
            isCountCapped(page.leastMatches, page.offset)
              ? page.offset + page.limit
              : countedRows(page.offset),
          ),
      )
    : undefined;
  return countedPageSource(ordered(match), page);
}
