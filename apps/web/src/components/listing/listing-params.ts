// Reading a listing's state from its URL, shared by every section whose filters live there (tasks,
// jobs, rentals). Anything malformed is dropped rather than sent on to the API. Zod-free: the browser
// and the proxy read URLs with these.

export type TSearchParamsRecord = Record<string, string | string[] | undefined>;

/** Next.js hands a page `searchParams` as a record; the browser has URLSearchParams. Both read the same. */
export function toUrlSearchParams(input: TSearchParamsRecord | URLSearchParams): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out.set(key, first);
  }
  return out;
}

/** A whole number at least `min`, or undefined. */
export function readWholeNumber(raw: string | null, min: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return undefined;
  const whole = Math.floor(n);
  return whole < min || whole > Number.MAX_SAFE_INTEGER ? undefined : whole;
}

/** A slug as typed, trimmed and capped at the API's 120 characters. */
export function readSlug(raw: string | null): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed.slice(0, 120) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id (a place's), lower-cased, or undefined. */
export function readUuid(raw: string | null): string | undefined {
  const trimmed = raw?.trim();
  return trimmed && UUID.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/** One of `values`, or undefined. */
export function readOneOf<T extends string>(raw: string | null, values: readonly T[]): T | undefined {
  return (values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;
}

/** A route segment as typed, e.g. `%20` back to a space; a malformed escape is kept as is. */
export function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The API caps search text at 100 characters; a longer URL segment is cut rather than refused. */
const MAX_SEARCH_TEXT = 100;

/** The text of a `…/search/{text}` segment: decoded, trimmed, at most 100 characters. */
export function searchTextOf(rawText: string): string {
  return decodeSegment(rawText).trim().slice(0, MAX_SEARCH_TEXT);
}

/** The segment under which a listing's filtered view is cached (`/task/filter/{state}`). */
export const FILTER_SEGMENT = 'filter';

/** The query string held in a filtered view's `[state]` segment, decoded or not; null when unreadable. */
export function queryFromSegment(segment: string): URLSearchParams | null {
  if (segment.includes('=')) return new URLSearchParams(segment);
  try {
    return new URLSearchParams(decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** A list query as fetch query parameters: booleans as text, empty values left out. */
export function toFetchQuery(query: object): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null)
      out[key] = typeof value === 'boolean' ? String(value) : (value as string | number);
  }
  return out;
}

/** A calendar day (YYYY-MM-DD) that parses, or undefined. */
export function readDay(raw: string | null): string | undefined {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  return Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ? undefined : raw;
}

/** A min–max pair in order (swapped when typed the wrong way round). */
export function orderedRange(
  min: number | undefined,
  max: number | undefined,
): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

/** A section's filtered views, addressed from its URL state (`listingFilterViews`). */
export type TListingFilterViews = {
  /** The canonical query string of a URL's state ('' for none); a category page leaves the category out. */
  canonicalSearch: (input: TSearchParamsRecord | URLSearchParams, isCategoryPage?: boolean) => string;
  /**
   * Where the proxy sends a listing's request with filters: its cached filtered view, or null when the
   * path is no listing of the section or the query holds no filter (the plain page then answers).
   */
  rewritePath: (pathname: string, params: URLSearchParams) => string | null;
  /** The canonical query string held in a filtered view's `[state]` segment, decoded or not. */
  searchFromSegment: (segment: string, isCategoryPage?: boolean) => string;
};

/**
 * How a section's listing pages carry their filters: `{home}`, `{home}/search/{text}` and, with
 * category pages, `{home}/category/{slug}` each have a cached view per canonical query string under
 * `/{FILTER_SEGMENT}/{state}`. The section gives how its state reads and writes.
 */
export function listingFilterViews<S>({
  home,
  hasCategoryPages,
  parse,
  serialize,
}: {
  home: string;
  hasCategoryPages: boolean;
  parse: (input: TSearchParamsRecord | URLSearchParams) => S;
  serialize: (state: S, omitCategory?: boolean) => string;
}): TListingFilterViews {
  const pages = hasCategoryPages ? '/category/[^/]+|/search/[^/]+' : '/search/[^/]+';
  const listPath = new RegExp(`^${home}(?:${pages})?$`);
  const categoryPrefix = `${home}/category/`;
  const canonicalSearch = (input: TSearchParamsRecord | URLSearchParams, isCategoryPage = false) =>
    serialize(parse(input), isCategoryPage);
  return {
    canonicalSearch,
    rewritePath(pathname, params) {
      if (!listPath.test(pathname)) return null;
      const search = canonicalSearch(params, hasCategoryPages && pathname.startsWith(categoryPrefix));
      return search ? `${pathname}/${FILTER_SEGMENT}/${encodeURIComponent(search.slice(1))}` : null;
    },
    searchFromSegment(segment, isCategoryPage = false) {
      const query = queryFromSegment(segment);
      return query ? canonicalSearch(query, isCategoryPage) : '';
    },
  };
}

/** Cards per page of a section's listing: divides evenly into the 1-, 2- and 3-column grids. */
export const LISTING_PAGE_LIMIT = 12;

/** What every section's listing state holds besides its own filters. */
export type TListingState<Srt extends string> = {
  place?: string;
  /** Unset: the API's own order (newest, or best match for a search). */
  sort?: Srt;
  page: number;
};

/** The place, sort and page of a listing's URL (`place`, `sort`, `page`); the section reads the rest. */
export function readListingState<Srt extends string>(
  params: URLSearchParams,
  sorts: readonly Srt[],
): TListingState<Srt> {
  return {
    place: readUuid(params.get('place')),
    sort: readOneOf(params.get('sort'), sorts),
    page: readWholeNumber(params.get('page'), 1) ?? 1,
  };
}

/** The page URL's query string: the section's filters as set, then sort and page (defaults left out). */
export function listingQueryString(params: URLSearchParams, state: TListingState<string>): string {
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The start of a list's API query: the page, its size, the sort and the search words. */
export function listingQueryOf<Srt extends string>(state: TListingState<Srt>, search?: string) {
  const query: { page: number; limit: number; sort?: Srt; search?: string } = {
    page: state.page,
    limit: LISTING_PAGE_LIMIT,
  };
  if (state.sort) query.sort = state.sort;
  if (search) query.search = search;
  return query;
}
