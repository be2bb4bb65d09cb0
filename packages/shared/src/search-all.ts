import { z } from 'zod';
import { SECTIONS } from './section.ts';

/** The most matches one section shows in a search of every section. */
export const SEARCH_ALL_MAX_LIMIT = 10;
export const SEARCH_ALL_DEFAULT_LIMIT = 4;

/**
 * GET /search: the text (required, as in every section's search), how many matches per section, and
 * optionally one section only (the header's type-ahead for a section's choice).
 */
export const ZSearchAllQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(100, 'q must be at most 100 characters'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_ALL_MAX_LIMIT, `limit must be at most ${SEARCH_ALL_MAX_LIMIT}`)
    .default(SEARCH_ALL_DEFAULT_LIMIT),
  section: z.enum(SECTIONS, { error: `section must be one of ${SECTIONS.join(', ')}` }).optional(),
});
export type TSearchAllQuery = z.input<typeof ZSearchAllQuery>;

/** One match as a search of every section shows it: whatever the section, a title, a picture, a price. */
export const ZSearchHit = z.object({
  _id: z.string(),
  title: z.string(),
  /** Its public page. */
  path: z.string(),
  image: z.string().nullable(),
  /** Paisa: a product's price, a task's budget, a job's lowest salary, a rental's rent; null when none. */
  price: z.number().int().nullable(),
  /** What the price is per (`month` for a rental), or null. */
  pricePer: z.string().nullable(),
  /** One line under the title: the category, the employer, the place. */
  meta: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

/** One section's part of a search of every section. */
export const ZSectionSearchGroup = z.object({
  section: z.enum(SECTIONS),
  label: z.string(),
  /** How many of its listings match; a lower bound when `totalIsCapped`. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  /** The section's own search page for the text (`/shop/search/{text}`). */
  searchPath: z.string(),
  hits: z.array(ZSearchHit),
});
export type TSectionSearchGroup = z.infer<typeof ZSectionSearchGroup>;

/**
 * GET /search: every section's best matches, in the site's order. `didYouMean` is the text with each
 * word no section knows replaced by the closest word any section knows; null when every word is known.
 */
export const ZSearchAllResponse = z.object({
  q: z.string(),
  groups: z.array(ZSectionSearchGroup),
  didYouMean: z.string().nullable(),
});
export type TSearchAllResponse = z.infer<typeof ZSearchAllResponse>;

/** The most listings (and categories) one section proposes in the header's type-ahead. */
export const SEARCH_SUGGEST_MAX_LIMIT = 5;
export const SEARCH_SUGGEST_DEFAULT_LIMIT = 3;

/**
 * GET /search/suggest: the header's type-ahead. The text being typed (each word a prefix), how many
 * listings and categories per section, and optionally one section only.
 */
export const ZSearchSuggestQuery = ZSearchAllQuery.extend({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_SUGGEST_MAX_LIMIT, `limit must be at most ${SEARCH_SUGGEST_MAX_LIMIT}`)
    .default(SEARCH_SUGGEST_DEFAULT_LIMIT),
});
export type TSearchSuggestQuery = z.input<typeof ZSearchSuggestQuery>;

/** A listing or a category the type-ahead proposes: its name and its public page. */
export const ZSuggestion = z.object({
  _id: z.string(),
  title: z.string(),
  path: z.string(),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

/** One section's proposals: its first listings whose words begin with the text, and its categories. */
export const ZSectionSuggestions = z.object({
  section: z.enum(SECTIONS),
  label: z.string(),
  /** The section's own search page for the text. */
  searchPath: z.string(),
  listings: z.array(ZSuggestion),
  /** Its active categories whose name has a word beginning with each word typed (none for Rent). */
  categories: z.array(ZSuggestion),
});
export type TSectionSuggestions = z.infer<typeof ZSectionSuggestions>;

/** GET /search/suggest: every section's (or one section's) proposals, in the site's order; no counts. */
export const ZSearchSuggestResponse = z.object({
  q: z.string(),
  groups: z.array(ZSectionSuggestions),
});
export type TSearchSuggestResponse = z.infer<typeof ZSearchSuggestResponse>;
