import type { TNearbyRental } from '@bazaar/shared/cross-sell';
import type { TReportKind } from '@bazaar/shared/moderation-constants';
import type { TProfileReview, TProfileRole } from '@bazaar/shared/profile';
import type { TSavedSearchCriteria } from '@bazaar/shared/saved-search';
import type { TSearchHit, TSuggestion } from '@bazaar/shared/search-all';
import type { SectionInfo } from '@bazaar/shared/section';
import type { z } from 'zod';
import type { Executor } from '../db/client.ts';
import type { AppDeps } from '../lib/deps.ts';
import type { MicroCache } from '../lib/micro-cache.ts';
import type { PagePurgeRules, SitemapSource, ThreadSubjectDefinitions } from '../lib/section.ts';

// The contract each of the four sections implements in sections/<section>/section.ts. The concerns
// that span the sections (sitemap, page purge, search vocabulary, thread subjects, admin lists, the
// listing events) read it through sections/registry.ts instead of keeping a list of their own
// (decision 027).

/** The web's cached pages a section's listings appear on. */
export type SectionPages = {
  /** The tags of its lists (its home, categories, search): any listing's change reaches them. */
  lists: readonly string[];
  /** The tag every one of its listing pages carries (a store's change reaches them all). */
  everyListing: string;
  /** The tags of these listings' own pages. */
  listings: (db: Executor, ids: readonly string[]) => Promise<string[]>;
};

/** A section's answer to a search of every section (GET /api/search): its best matches and their count. */
export type SectionSearchResult = {
  hits: TSearchHit[];
  /** How many of its listings match; a lower bound when `totalIsCapped` (its pager's count). */
  total: number;
  totalIsCapped: boolean;
  /** Its own "did you mean" for the text (its vocabulary, its category names), or null. */
  didYouMean: string | null;
};

/** A section's answer to the header's type-ahead (GET /api/search/suggest): no count, no correction. */
export type SectionSuggestions = { listings: TSuggestion[]; categories: TSuggestion[] };
/**
 * A section's part of a person's public profile (GET /api/profile/:userId, decision 044): what the person
 * is there, and the reviews they received there. Only what any visitor may see.
 */
export type SectionProfile = {
  /** The person's roles in the section (a tasker, a task poster, a store owner); empty when none. */
  roles: (deps: AppDeps, userId: string) => Promise<TProfileRole[]>;
  /** The visible reviews the person received in the section, if the section has reviews of people or their stores. */
  reviews?: {
    count: (db: Executor, userId: string) => Promise<number>;
    /** Newest first (then by id), `limit` after skipping `offset`. */
    page: (deps: AppDeps, userId: string, offset: number, limit: number) => Promise<TProfileReview[]>;
  };
};

/** A listing as an offer from another section reads it (decision 049). */
export type CrossSellListing = {
  /** What a link can name, the nearest first: its category and the ones above it, or its kind. */
  keys: string[];
  /** What a task about it calls it: the product's name, the rental's title. */
  name: string;
  /** Where it is (a node of the address tree), if it has a place. */
  placeId: string | null;
  /** The day it starts being of use (a rental free from a later day), if any. */
  date: string | null;
};

/** How a section's listings take part in the offers of other sections (decision 049). */
export type SectionCrossSell = {
  /** What an admin can link to a task category (its categories, its kinds), each with its name; none when it links nothing. */
  sources?: (db: Executor) => Promise<{ key: string; label: string }[]>;
  /** A listing anyone may see, or null. */
  listing: (deps: AppDeps, id: string) => Promise<CrossSellListing | null>;
  /** Its newest visible listings in a place (any node of the tree), for another section's page; if it shows them. */
  near?: (deps: AppDeps, placeId: string, limit: number) => Promise<TNearbyRental[]>;
};

/** A reported thing as the moderation queue shows it (decision 046). */
export type ReportedThing = {
  /** Who answers for it (a listing's owner, a review's author, a message's sender). */
  ownerId: string | null;
  title: string;
  excerpt: string | null;
  /** What it belongs to ("Review of Blue kettle"), when that is not the thing itself. */
  context: string | null;
  /** Its public page (the page it shows on), or null when it has none. */
  path: string | null;
  /** Where an admin reads it in its context when it has no public page (a message: its conversation). */
  adminPath?: string;
  hidden: boolean;
};

/** One kind of thing people can report, as the moderation queue finds, shows and hides it. */
export type Reportable = {
  find: (db: Executor, id: string) => Promise<ReportedThing | undefined>;
  /** Whether this person may see it (and so report it); absent: anyone may (it is public). */
  visibleTo?: (db: Executor, id: string, userId: string) => Promise<boolean>;
  /**
   * Hides it (or shows it again) through the section's own admin path, which announces the listing
   * event (its page, lists and sitemap drop it at once). Absent: it cannot be hidden.
   */
  setHidden?: (deps: AppDeps, id: string, hidden: boolean) => Promise<void>;
  /** The cached pages a hide changes that no listing event reaches (a review's product page). */
  pageTags?: (db: Executor, id: string) => Promise<string[]>;
};

/** The kinds of thing a section owns and people can report (REPORT_KINDS, packages/shared). */
export type Reportables = Partial<Record<TReportKind, Reportable>>;

/**
 * What saved-search matching needs of one new listing (decision 047): who listed it (never told of
 * their own), what it is called and where it opens, and its facts as `matchesCriteria` compares them.
 */
export type SavedSearchListing = {
  id: string;
  ownerId: string;
  title: string;
  path: string;
  /** Its words (title, description and the like), as `savedSearchWords` splits them. */
  words: ReadonlySet<string>;
  /** Its category's slug and those of the categories above it. */
  categories: readonly string[];
  /** Its place and the places it lies in (ids on the address tree). */
  places: readonly string[];
  /** The price its list filters on (a task's budget, a job's salary, a rental's price), in paisa. */
  price: number | null;
  /** Its values of the section's own exact filters (a job's type, a rental's period). */
  attributes: Readonly<Record<string, string>>;
};

/** A section's part in saved searches: its list query as criteria, and a new listing's facts. */
export type SectionSavedSearch<Q extends z.ZodType> = {
  /** The criteria of a saved search of its list, from the list's parsed query (page and sort drop out). */
  criteriaOf: (query: z.output<Q>) => TSavedSearchCriteria;
  /** The facts of these listings, those still visible (one statement or a few, whatever the count). */
  listings: (db: Executor, ids: readonly string[]) => Promise<SavedSearchListing[]>;
};

/** One section of the marketplace, as the concerns that span the sections see it. */
export type SectionContract<Q extends z.ZodType = z.ZodType> = {
  /** Its name, label and home page, from packages/shared (SECTION_INFO). */
  info: SectionInfo;
  /** The public address of one listing, from what the address names (a product's slug, an id). */
  listingPath: (ref: string) => string;
  /** Its public list: the API route, the query the route parses, and the read behind it. */
  list: {
    route: string;
    query: Q;
    // A method, so that one registry holds sections whose queries differ.
    read(deps: AppDeps, query: z.output<Q>): Promise<{ docs: unknown[]; pagination: { total: number } }>;
  };
  /** The name of its words in search_vocabulary (lib/search: typo-tolerant search). */
  searchVocabulary: SectionInfo['name'];
  /**
   * Its search, as a search of every section shows it: the first `limit` matches of its own search page
   * for `text` (same order, same count), each as a hit.
   */
  search: (deps: AppDeps, text: string, limit: number) => Promise<SectionSearchResult>;
  /**
   * Its type-ahead: its first `limit` listings whose words begin with the words typed, in its list's
   * order, and as many of its categories whose names do (lib/search/type-ahead.ts, decision 042).
   */
  suggest: (deps: AppDeps, text: string, limit: number) => Promise<SectionSuggestions>;
  /** Its /sitemap.xml addresses: its category pages (all sections' come before any listing), then its pages. */
  sitemap: { categories?: SitemapSource; pages: readonly SitemapSource[] };
  /** The cached pages its listings appear on, purged when a listing is listed, changed or unlisted. */
  pages: SectionPages;
  /** The purge rules of its own write routes (PAGE_PURGE_RULES takes them in). */
  pagePurgeRules: PagePurgeRules;
  /** The micro-caches holding its public answers, cleared when one of its listings changes. */
  caches: (deps: AppDeps) => MicroCache[];
  /** Its admin listing: the query schema, whose fields other than page, limit and sort are its filters. */
  adminList: { query: z.ZodObject };
  /** The pages its notifications open, by what they are about (each section's `notifications.ts` builds them). */
  notificationRoutes: Readonly<Record<string, string>>;
  /**
   * The thread subjects it owns (every kind of THREAD_SUBJECTS belongs to one section): who opens a
   * conversation about one of its rows and who is in it, and its rule for a message there.
   */
  threadSubjects?: ThreadSubjectDefinitions;
  /** Its part of a person's public profile. */
  profile: SectionProfile;
  /** Its listings as the offers of other sections read them (a task to assemble a product, rentals near a job). */
  crossSell?: SectionCrossSell;
  /** The things of it people can report: how the moderation queue finds their owner, title and page, and hides them. */
  reportables: Reportables;
  /** Its part in saved searches and their alerts (platform/saved-search, decision 047). */
  savedSearch: SectionSavedSearch<Q>;
  /** How many visible listings each of its categories holds directly, if its category tree shows it. */
  listingsPerCategory?: (db: Executor) => Promise<Map<string, number>>;
};

/** Declares a section, keeping its query's type while it is checked against the contract. */
export function defineSection<Q extends z.ZodType>(section: SectionContract<Q>): SectionContract<Q> {
  return section;
}

/** The filters of a section's admin list: the query's fields other than paging and sorting. */
export function adminFiltersOf(section: Pick<SectionContract, 'adminList'>): string[] {
  return Object.keys(section.adminList.query.shape).filter((key) => !['page', 'limit', 'sort'].includes(key));
}
