import type { TReportKind } from '@bazaar/shared/moderation-constants';
import type { ComponentType } from 'react';
import type { TShellSection } from '@/components/shell/shell-sections';

/**
 * A section's part, loaded when a page shows it: the registry is read by every page's frame (menus,
 * search, tabs), which must not carry every section's views in its first load.
 */
// biome-ignore lint/suspicious/noExplicitAny: each part has its own props; the registry only names it
export type TSectionPart = () => Promise<ComponentType<any>>;

/**
 * What a section of the web registers, once, in `sections/<name>/section.ts`; `sections/registry.ts`
 * lists the four. Whatever spans the sections (header, search, footer, phone tabs, home page, sitemap)
 * iterates the registry instead of keeping its own list (docs/decisions/029-web-section-registry-and-form-kit.md).
 */
export type TWebSection = TShellSection & {
  /** The home page's card and the section pages' description: its words and colour. */
  description: string;
  cta: string;
  color: string;
  /** Its categories page, if it has categories. */
  categoriesHref: string | null;
  /** The public page of one listing (a product's slug, a task's, job's or rental's id). */
  listingHref: (key: string) => string;
  /** The cached-page tags its public addresses in /sitemap.xml carry. */
  sitemapTags: readonly string[];
  /** Its part of a person's public profile (`/profile/{userId}`, decision 044); the API sends the part itself. */
  profile: {
    /** How the profile's review filter names the reviews received in this section. */
    reviewsLabel: string;
    /** What a report of one of these reviews names (decision 046), if people can report them. */
    reviewReportKind?: TReportKind;
  };
  /** Its card in a list, its list view, its filters and its detail page's layout. */
  parts: { card: TSectionPart; listView: TSectionPart; filters: TSectionPart; detail: TSectionPart };
};
