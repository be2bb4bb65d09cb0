import { z } from 'zod';
import { paginated, writeResult } from './pagination.ts';
import { SECTIONS } from './section.ts';

// Saved searches with alerts (/user/saved-searches, /api/user/saved-searches): a list, category or
// search page kept with what its address holds, and the new listings that match it told to its owner
// on the channels they chose (decision 047).

/** How a saved search's matches are emailed: at once, in one email a day, or not at all. */
export const SAVED_SEARCH_EMAILS = ['instant', 'daily', 'off'] as const;
export type TSavedSearchEmail = (typeof SAVED_SEARCH_EMAILS)[number];

export const SAVED_SEARCH_EMAIL_LABELS: Readonly<Record<TSavedSearchEmail, string>> = {
  instant: 'Instantly',
  daily: 'Daily digest',
  off: 'Off',
};

/** A person keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 50;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_PATH_MAX = 500;

/**
 * What a new listing must have to match a saved search, the same shape for every section (each
 * section's `savedSearch.criteriaOf` builds it from its list query): every word, the category (or one
 * below it), the place (or one inside it), the price range and the section's own exact filters.
 */
export const ZSavedSearchCriteria = z.object({
  words: z.array(z.string()),
  category: z.string().nullable(),
  place: z.string().nullable(),
  priceMin: z.number().int().nullable(),
  priceMax: z.number().int().nullable(),
  attributes: z.record(z.string(), z.string()),
});
export type TSavedSearchCriteria = z.infer<typeof ZSavedSearchCriteria>;

const ZSectionOrAll = z
  .enum(SECTIONS, { error: `section must be one of: ${SECTIONS.join(', ')}` })
  .nullable();

/** One saved search, as its owner's list shows it. `section` null: a search of every section. */
export const ZSavedSearch = z.object({
  _id: z.string(),
  section: ZSectionOrAll,
  name: z.string(),
  /** The page it opens: the list, category or search page with its filters and sort. */
  path: z.string(),
  email: z.enum(SAVED_SEARCH_EMAILS),
  isPaused: z.boolean(),
  /** Matches told since the owner last opened it. */
  newMatches: z.number().int(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchListResponse = paginated(ZSavedSearch);
export type TSavedSearchListResponse = z.infer<typeof ZSavedSearchListResponse>;

const ZName = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(SAVED_SEARCH_NAME_MAX, `name must be at most ${SAVED_SEARCH_NAME_MAX} characters`);

/**
 * POST /user/saved-searches: the page's address (to open it again) and the query its list sends to the
 * API (what the section turns into criteria). `name` defaults to the words, or the section's name.
 */
export const ZSavedSearchCreateBody = z.object({
  section: ZSectionOrAll,
  path: z
    .string()
    .max(SAVED_SEARCH_PATH_MAX, `path must be at most ${SAVED_SEARCH_PATH_MAX} characters`)
    .regex(/^\/[^/\\]/, 'path must be an address on this site, starting with one /'),
  query: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])),
  name: ZName.optional(),
  email: z.enum(SAVED_SEARCH_EMAILS).default('instant'),
});
export type TSavedSearchCreateBody = z.input<typeof ZSavedSearchCreateBody>;

/** PATCH /user/saved-searches/:id: rename, pause or resume, choose the email. */
export const ZSavedSearchUpdateBody = z
  .object({
    name: ZName.optional(),
    isPaused: z.boolean().optional(),
    email: z
      .enum(SAVED_SEARCH_EMAILS, { error: `email must be one of: ${SAVED_SEARCH_EMAILS.join(', ')}` })
      .optional(),
  })
  .refine((v) => v.name !== undefined || v.isPaused !== undefined || v.email !== undefined, {
    message: 'Change at least one of name, isPaused, email',
    path: ['name'],
  });
export type TSavedSearchUpdateBody = z.infer<typeof ZSavedSearchUpdateBody>;

export const ZSavedSearchIdParams = z.object({ id: z.uuid({ error: 'Not a valid saved search id' }) });
export const ZSavedSearchWriteResponse = writeResult(ZSavedSearch);

/** The words of a text as saved searches compare them: lower case, accents dropped, split on anything else. */
export function savedSearchWords(text: string): string[] {
  return [
    ...new Set(
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0),
    ),
  ];
}

/** Whether a listing's facts satisfy a saved search's criteria (the full check after the index lookup). */
export function matchesCriteria(
  criteria: TSavedSearchCriteria,
  listing: {
    words: ReadonlySet<string>;
    categories: readonly string[];
    places: readonly string[];
    price: number | null;
    attributes: Readonly<Record<string, string>>;
  },
): boolean {
  if (!criteria.words.every((w) => listing.words.has(w))) return false;
  if (criteria.category !== null && !listing.categories.includes(criteria.category)) return false;
  if (criteria.place !== null && !listing.places.includes(criteria.place)) return false;
  if (criteria.priceMin !== null && (listing.price === null || listing.price < criteria.priceMin))
    return false;
  if (criteria.priceMax !== null && (listing.price === null || listing.price > criteria.priceMax))
    return false;
  return Object.entries(criteria.attributes).every(([key, value]) => listing.attributes[key] === value);
}

/**
 * The one key a saved search is filed under in the inverted index: its longest word, else its
 * category, else its place, else the whole section. A listing looks up every key it has
 * (`listingIndexKeys`), so a saved search is a candidate only when its most selective part matches.
 */
export function savedSearchIndexKey(criteria: TSavedSearchCriteria): string {
  const longest = [...criteria.words].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
  if (longest) return `w:${longest}`;
  if (criteria.category) return `c:${criteria.category}`;
  if (criteria.place) return `p:${criteria.place}`;
  return '*';
}

/** Every key a listing's facts can be found under: its words, its categories, its places, the section. */
export function listingIndexKeys(listing: {
  words: ReadonlySet<string>;
  categories: readonly string[];
  places: readonly string[];
}): string[] {
  return [
    '*',
    ...[...listing.words].map((w) => `w:${w}`),
    ...listing.categories.map((c) => `c:${c}`),
    ...listing.places.map((p) => `p:${p}`),
  ];
}

/** A section's exact filters in use, those without a value left out. */
export function attributesOf(values: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
