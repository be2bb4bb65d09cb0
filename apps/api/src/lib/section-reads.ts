import { buildPagination } from '@bazaar/shared/pagination';
import type { Section } from '@bazaar/shared/section';
import type { Executor } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { toImageUrl } from './images.ts';
import type { MicroCache } from './micro-cache.ts';
import { type NamedCategories, namedCategories } from './search/category-match.ts';
import { sectionVocabulary } from './search/repo.ts';
import { planSearch, type SearchPlan } from './search/vocabulary.ts';

// Reads that every section with listings answers the same way: a listing as anyone may see it, the
// section's categories with their open-listing counts, and what its list reads of a search.

/** A list's search text as its reads and cache keys take it: lower case, single spaces; blank is none. */
export function normalizeSearch(text: string | undefined): string | undefined {
  return text?.trim().toLowerCase().replace(/\s+/g, ' ') || undefined;
}

/** A list query with its search normalized, and its cache key (fields in one order): one key per answer. */
export function listCacheKey<Q extends { search?: string }>(input: Q): { query: Q; key: string } {
  const query = { ...input, search: normalizeSearch(input.search) };
  return {
    query,
    key: JSON.stringify(['list', ...Object.entries(query).sort(([a], [b]) => a.localeCompare(b))]),
  };
}

/** What a section's list reads of its search text: the plan of its words and the categories it names. */
export type ListSearch = { plan: SearchPlan | null; named: NamedCategories };

const NONE_NAMED: NamedCategories = { ids: [], didYouMean: null };

/**
 * The search of a section's list (lib/search): null when a word of it can match no listing (the list
 * is empty). `namesCategories`: "plumbing" also finds the Plumbing tasks, whose own words may never say it.
 */
export async function readListSearch(
  deps: { db: Executor; searchVocabularyCache: MicroCache },
  section: Section,
  search: string | undefined,
  namesCategories?: 'task' | 'job',
): Promise<ListSearch | null> {
  const plan = search ? planSearch(await sectionVocabulary(deps, section), search) : null;
  if (search && !plan) return null;
  const named = search && namesCategories ? await namedCategories(deps, namesCategories, search) : NONE_NAMED;
  return { plan, named };
}

/** A list's "did you mean": a search that names a category is corrected toward its name, never away from it. */
export function listDidYouMean({ plan, named }: ListSearch): string | null {
  return named.ids.length > 0 ? named.didYouMean : (plan?.didYouMean ?? null);
}

/** The answer of a list whose search can match nothing. */
export function emptyListPage(page: number, limit: number) {
  return { docs: [], pagination: buildPagination(page, limit, 0), didYouMean: null };
}

/** A listing as anyone may see it: 404 ("Task not found") when there is none or an admin hid it. */
export function visibleOr404<T extends { isHidden: boolean }>(row: T | undefined, noun: string): T {
  if (!row || row.isHidden) throw new AppError('NOT_FOUND', `${noun} not found`);
  return row;
}

type CategoryRowWithCount = {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  sortOrder: number;
  /** The open listings it holds (a count the database may answer as a string). */
  openCount: number | string;
};

/** A section's categories as GET /<section>/categories answers them, the count under `countKey`. */
export function toCountedCategories<K extends string>(
  rows: CategoryRowWithCount[],
  imageBaseUrl: string,
  countKey: K,
) {
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    slug: r.slug,
    image: toImageUrl(r.image, imageBaseUrl),
    sortOrder: r.sortOrder,
    ...({ [countKey]: Number(r.openCount) } as Record<K, number>),
  }));
}
