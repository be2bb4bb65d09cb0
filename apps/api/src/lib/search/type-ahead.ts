import type { TCategorySection } from '@bazaar/shared/category';
import type { TSuggestion } from '@bazaar/shared/search-all';
import type { Section } from '@bazaar/shared/section';
import { type AnyColumn, and, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { builtOnce, type Executor, plannedOnce } from '../../db/client.ts';
import { walksListing } from '../list-query.ts';
import type { MicroCache } from '../micro-cache.ts';
import { loadActiveCategories, sampledMatches, sectionVocabulary } from './repo.ts';
import { planTypeAhead, queryWords, type TypeAheadPlan } from './vocabulary.ts';

// The header's type-ahead (GET /api/search/suggest, decision 042): a read of its own, apart from the
// search page's. It needs a section's first few titles whose words begin with the letters typed, and
// nothing else: no count, no "did you mean", no corrections, no card (picture, price, store).

/** A listing table as the type-ahead reads it. */
export type TypeAheadListing = {
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  /** What the listing's address is made of (a product's slug, a task's id). */
  ref: PgColumn;
  /** Its full-text vector (the one its search matches). */
  vector: AnyColumn;
  /** Its public listing's condition, written as its ordered index's predicate is. */
  listed: SQL;
  /** Its public listing's order without a text (the order an index gives whole). */
  order: readonly SQL[];
  /** The values of the placeholders in `listed` (`sql.placeholder`), read on each call: Job's today. */
  values?: () => Record<string, unknown>;
};

type TypeAheadRow = { id: string; title: string; ref: string };

/** How many of a list's first rows a text of several words is looked for in before its index is read. */
const PROBE_ROWS = 200;

/**
 * Which read finds a text's first `limit` rows: `walk` the listing's ordered index, testing each row's
 * words (a broad text); `probe` the list's first rows, then the full-text index (several words whose
 * breadth nothing tells); `index`, the full-text index and its matches sorted (a narrow text). The
 * breadth is the vocabulary's least matches or, larger, the word sample's estimate (`sampled`: a prefix
 * of a few letters begins many words, each counted alone by the vocabulary; words may go together).
 */
export function typeAheadRead(
  plan: TypeAheadPlan,
  listed: number,
  limit: number,
  sampled: number | null = null,
): 'walk' | 'probe' | 'index' {
  const matches = Math.max(plan.leastMatches ?? 0, sampled ?? 0);
  if (walksListing(matches > 0 ? matches : null, listed, { offset: 0, limit })) return 'walk';
  return plan.leastMatches === null && sampled === null && listed > 0 ? 'probe' : 'index';
}

/**
 * The first `limit` listed rows, in the listing's order, whose words begin with every word typed, read
 * as typeAheadRead chooses (`listed`: the listing's size; `sampled`: the word sample's estimate of the
 * text's matches). A broad pair (`install wo`: 3,900 tasks) is found among the list's first rows when
 * nothing tells its breadth, where reading and sorting all its matches cost a hundred times more. None
 * counts anything.
 */
export async function typeAheadRows(
  db: Executor,
  listing: TypeAheadListing,
  plan: TypeAheadPlan,
  limit: number,
  listed: number,
  sampled: number | null = null,
): Promise<TypeAheadRow[]> {
  const reads = typeAheadReads(listing);
  const values = { ...listing.values?.(), tsquery: plan.tsquery, limit };
  const read = typeAheadRead(plan, listed, limit, sampled);
  if (read === 'probe') {
    const first = await reads.probe(db).execute(values);
    const hits = first.filter((row) => row.hit);
    if (hits.length >= limit) {
      return hits.slice(0, limit).map(({ id, title, ref }) => ({ id, title, ref }) as TypeAheadRow);
    }
  }
  return (await (read === 'walk' ? reads.walked : reads.indexed)(db).execute(values)) as TypeAheadRow[];
}

/**
 * A listing's three type-ahead reads, each built once per database (builtOnce: Drizzle built them on
 * every keystroke), the words and the limit as placeholders, and planned once per connection
 * (PLANNED_ONCE, decision 025): typeAheadRead has already chosen the read by the text's breadth, and
 * each read's shape leaves PostgreSQL one plan whatever its words (the walk has no condition the
 * full-text index serves, the index read an order no ordered index gives, the probe no words at all),
 * so planning it for each keystroke's words only cost its time (a quarter of each statement's).
 */
function typeAheadReads(listing: TypeAheadListing) {
  let reads = builtReads.get(listing);
  if (reads === undefined) {
    reads = buildTypeAheadReads(listing);
    builtReads.set(listing, reads);
  }
  return reads;
}

const builtReads = new WeakMap<TypeAheadListing, ReturnType<typeof buildTypeAheadReads>>();

function buildTypeAheadReads(listing: TypeAheadListing) {
  const words = sql`${listing.vector} @@ to_tsquery('simple', ${sql.placeholder('tsquery')})`;
  const columns = { id: listing.id, title: listing.title, ref: listing.ref };
  const name = (read: string) => `type_ahead_${getTableName(listing.table)}_${read}`;
  const rows = (db: Executor, match: SQL, order: readonly SQL[], read: string) =>
    db
      .select(columns)
      .from(listing.table)
      .where(plannedOnce(and(listing.listed, match) as SQL))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .prepare(name(read));
  return {
    probe: builtOnce((db) =>
      db
        .select({ ...columns, hit: sql<boolean>`coalesce(${words}, false)` })
        .from(listing.table)
        .where(plannedOnce(listing.listed))
        .orderBy(...listing.order)
        .limit(PROBE_ROWS)
        .prepare(name('probe')),
    ),
    // Wrapped, the match is a filter the full-text index cannot serve: the ordered index is walked.
    walked: builtOnce((db) => rows(db, sql`coalesce(${words}, false)`, listing.order, 'walked')),
    // Otherwise the order starts with the match itself (true for every row read, so the same order),
    // which no ordered index gives: a plan would otherwise walk the whole listing for a word nobody
    // wrote (`zzqxv:*`: 94,596 tasks, 0.5–1 s) to find three.
    indexed: builtOnce((db) => rows(db, words, [sql`(${words}) desc`, ...listing.order], 'indexed')),
  };
}

/**
 * A section's active categories whose name has, for every word typed, a word it begins (`clea` →
 * Cleaning, Home Cleaning), in the section's display order, at most `limit`. Read from the section's
 * active categories kept beside its vocabulary (a category write clears them).
 */
export async function typeAheadCategories(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  section: TCategorySection,
  text: string,
  limit: number,
  path: (slug: string) => string,
): Promise<TSuggestion[]> {
  const words = queryWords(text);
  if (words.length === 0) return [];
  const active = await deps.searchVocabularyCache.get(`${section}-active-categories`, async () =>
    (await loadActiveCategories(deps.db, section)).map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      words: queryWords(c.name),
    })),
  );
  return active
    .filter((category) => words.every((word) => category.words.some((own) => own.startsWith(word))))
    .slice(0, limit)
    .map((category) => ({ _id: category.id, title: category.name, path: path(category.slug) }));
}

/** How one section answers the type-ahead (its section.ts gives it to sectionSuggestions). */
export type SectionTypeAhead = {
  section: Section;
  listing: TypeAheadListing;
  /** How many listings it lists (cached), when it is big enough for a broad prefix to be walked. */
  listed?: () => Promise<number>;
  listingPath: (ref: string) => string;
  /** Its category pages, when it has categories. */
  categoryPath?: (slug: string) => string;
};

/** A section's type-ahead answer for `text`: its first listings and its categories, `limit` of each. */
export async function sectionSuggestions(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  typeAhead: SectionTypeAhead,
  text: string,
  limit: number,
): Promise<{ listings: TSuggestion[]; categories: TSuggestion[] }> {
  const { section, categoryPath } = typeAhead;
  const plan = planTypeAhead(await sectionVocabulary(deps, section), text);
  const listingRows = async (found: TypeAheadPlan) => {
    const listed = (await typeAhead.listed?.()) ?? 0;
    const sampled =
      listed > 0 ? await sampledMatches(deps, section, typeAhead.listing, listed, found.tsquery) : null;
    return typeAheadRows(deps.db, typeAhead.listing, found, limit, listed, sampled);
  };
  const [rows, categories] = await Promise.all([
    plan ? listingRows(plan) : Promise.resolve([]),
    categoryPath && section !== 'rent'
      ? typeAheadCategories(deps, section, text, limit, categoryPath)
      : Promise.resolve([]),
  ]);
  return {
    listings: rows.map((row) => ({ _id: row.id, title: row.title, path: typeAhead.listingPath(row.ref) })),
    categories,
  };
}
