import type { TCategorySection } from '@bazaar/shared/category';
import type { TSearchHit } from '@bazaar/shared/search-all';
import type { Executor } from '../db/client.ts';
import type { SitemapSource } from '../lib/section.ts';
import { listActiveCategories } from '../platform/category/repo.ts';
import type { SectionPages, SectionSearchResult } from './contract.ts';

// The parts of the section contract (contract.ts) that sections fill the same way: written once here,
// so a section's section.ts says only what is its own (its paths, tags, list and hit).

/** Its category pages for /sitemap.xml: the active categories in their order, no date. */
export function categorySitemap(
  section: TCategorySection,
  categoryPath: (slug: string) => string,
): SitemapSource {
  return async (db, limit) =>
    (await listActiveCategories(db, section))
      .slice(0, limit)
      .map((c) => ({ path: categoryPath(c.slug), lastModified: null }));
}

/** Its listing pages for /sitemap.xml: the rows `read` answers, each at `path` and dated by its change. */
export function listingSitemap<R extends { updatedAt: Date | null }>(
  read: (db: Executor, limit: number) => Promise<R[]>,
  path: (row: R) => string,
): SitemapSource {
  return async (db, limit) =>
    (await read(db, limit)).map((row) => ({
      path: path(row),
      lastModified: row.updatedAt?.toISOString() ?? null,
    }));
}

/** The cached pages of a section whose listing pages are tagged by the listing's id. */
export function listingPages(
  lists: readonly string[],
  everyListing: string,
  tagOf: (id: string) => string,
): SectionPages {
  return { lists, everyListing, listings: async (_db, ids) => ids.map(tagOf) };
}

/** The page of a section's own list, as a search of every section shows it. */
type FoundPage<D> = {
  docs: readonly D[];
  pagination: { total: number; totalIsCapped?: boolean };
  didYouMean?: string | null;
};

/** A section's search answer from a page of its own list: its hits, its count and its correction. */
export function searchResultOf<D>(
  found: FoundPage<D>,
  toHit: (doc: D) => TSearchHit,
  didYouMean: string | null = found.didYouMean ?? null,
): SectionSearchResult {
  return {
    hits: found.docs.map(toHit),
    total: found.pagination.total,
    totalIsCapped: found.pagination.totalIsCapped ?? false,
    didYouMean,
  };
}
