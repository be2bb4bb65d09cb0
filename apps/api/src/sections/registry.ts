import type { TReportKind } from '@bazaar/shared/moderation-constants';
import { SECTIONS, type Section } from '@bazaar/shared/section';
import type { Executor } from '../db/client.ts';
import type { AppDeps } from '../lib/deps.ts';
import type { ListingEvent, PagePurgeRules, ThreadSubjectRules } from '../lib/section.ts';
import type { Reportable, SectionContract } from './contract.ts';
import { jobSection } from './job/section.ts';
import { rentSection } from './rent/section.ts';
import { shopSection } from './shop/section.ts';
import { taskSection } from './task/section.ts';

// The one list of the sections in the API (decision 027): each entry is the section's own
// sections/<section>/section.ts, in the order of SECTIONS (packages/shared/src/section.ts). A concern
// that spans the sections iterates this list; a new section is one entry here.

const BY_NAME: Readonly<Record<Section, SectionContract>> = {
  shop: shopSection,
  task: taskSection,
  job: jobSection,
  rent: rentSection,
};

/** Every section, in the site's order. */
export const SECTION_REGISTRY: readonly SectionContract[] = SECTIONS.map((name) => BY_NAME[name]);

/** One section by its name. */
export function sectionOf(name: Section): SectionContract {
  return BY_NAME[name];
}

/** Every section's write routes and the pages they change, as one table (PAGE_PURGE_RULES takes it in). */
export function sectionPagePurgeRules(): PagePurgeRules {
  return Object.assign({}, ...SECTION_REGISTRY.map((s) => s.pagePurgeRules));
}

/** Every section's thread subjects, each with its section's name (the thread service is given them). */
export function sectionThreadSubjectRules(): ThreadSubjectRules {
  return Object.fromEntries(
    SECTION_REGISTRY.flatMap((s) =>
      Object.entries(s.threadSubjects ?? {}).map(([kind, definition]) => [
        kind,
        { ...definition, section: s.info.name },
      ]),
    ),
  );
}

/** The per-category listing counts of the sections that show them (AppDeps.listingsPerCategory). */
export function sectionListingsPerCategory(): AppDeps['listingsPerCategory'] {
  return Object.fromEntries(
    SECTION_REGISTRY.flatMap((s) => (s.listingsPerCategory ? [[s.info.name, s.listingsPerCategory]] : [])),
  );
}

/** The tags of every listing page and list of the sections with categories (a category's write reaches them). */
export function categorisedSectionPageTags(): string[] {
  return SECTION_REGISTRY.filter((s) => s.info.hasCategories).flatMap((s) => [
    ...s.pages.lists,
    s.pages.everyListing,
  ]);
}

/** The cached pages a listing event changes: the section's lists, and the listings' pages (or all of them). */
export async function pageTagsOfListingEvent(db: Executor, event: ListingEvent): Promise<string[]> {
  const { pages } = sectionOf(event.section);
  const listings = event.storeId ? [pages.everyListing] : await pages.listings(db, event.ids);
  return [...pages.lists, ...listings];
}

/** Every section's reportable kinds, each with the section that owns it (the moderation queue, decision 046). */
export function sectionReportables(): Partial<Record<TReportKind, Reportable & { section: Section }>> {
  return Object.fromEntries(
    SECTION_REGISTRY.flatMap((s) =>
      Object.entries(s.reportables).map(([kind, r]) => [kind, { ...r, section: s.info.name }]),
    ),
  );
}
