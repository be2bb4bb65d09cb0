import { toPaisa } from '@bazaar/shared/money';
import type { TProductListQuery } from '@bazaar/shared/product';
import { PRODUCT_SORTS, type TProductSort } from '@bazaar/shared/product-constants';
import { type TSearchParamsRecord, toUrlSearchParams } from '@/components/listing/listing-params';

/** Cards per page: divides evenly into the 2-, 3- and 4-column grids. */
export const CATALOG_PAGE_LIMIT = 24;

/**
 * The catalogue's state as the URL holds it, so a filtered page can be shared and reloaded.
 * Prices are whole rupees here (what people type and read); the API query takes paisa.
 */
export type TCatalogState = {
  category?: string;
  vendor?: string;
  minRupees?: number;
  maxRupees?: number;
  rating?: number;
  inStock: boolean;
  sort: TProductSort;
  page: number;
};

/** Search-param names in the page URL. `min`/`max` are rupees, unlike the API's paisa `minPrice`/`maxPrice`. */
export const CATALOG_PARAM = {
  category: 'category',
  vendor: 'vendor',
  min: 'min',
  max: 'max',
  rating: 'rating',
  inStock: 'inStock',
  sort: 'sort',
  page: 'page',
} as const;

function readWholeNumber(raw: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return undefined;
  const whole = Math.floor(n);
  return whole < min || whole > max ? undefined : whole;
}

function readSlug(raw: string | null): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed.slice(0, 120) : undefined;
}

/** Reads the catalogue state from a URL; anything malformed is dropped rather than sent on to the API. */
export function parseCatalogState(input: TSearchParamsRecord | URLSearchParams): TCatalogState {
  const params = toUrlSearchParams(input);
  const sortRaw = params.get(CATALOG_PARAM.sort);
  const sort = (PRODUCT_SORTS as readonly string[]).includes(sortRaw ?? '')
    ? (sortRaw as TProductSort)
    : 'relevance';
  let minRupees = readWholeNumber(params.get(CATALOG_PARAM.min), 0);
  let maxRupees = readWholeNumber(params.get(CATALOG_PARAM.max), 0);
  // A reversed range in a hand-edited URL is read the way it was meant.
  if (minRupees !== undefined && maxRupees !== undefined && minRupees > maxRupees) {
    [minRupees, maxRupees] = [maxRupees, minRupees];
  }
  const inStockRaw = params.get(CATALOG_PARAM.inStock);
  return {
    category: readSlug(params.get(CATALOG_PARAM.category)),
    vendor: readSlug(params.get(CATALOG_PARAM.vendor)),
    minRupees,
    maxRupees,
    rating: readWholeNumber(params.get(CATALOG_PARAM.rating), 1, 5),
    inStock: inStockRaw === '1' || inStockRaw === 'true',
    sort,
    page: readWholeNumber(params.get(CATALOG_PARAM.page), 1) ?? 1,
  };
}

/** The page URL's query string for a state; defaults are left out so URLs stay short. */
export function serializeCatalogState(state: TCatalogState, omitCategory = false): string {
  const params = new URLSearchParams();
  if (state.category && !omitCategory) params.set(CATALOG_PARAM.category, state.category);
  if (state.vendor) params.set(CATALOG_PARAM.vendor, state.vendor);
  if (state.minRupees !== undefined) params.set(CATALOG_PARAM.min, String(state.minRupees));
  if (state.maxRupees !== undefined) params.set(CATALOG_PARAM.max, String(state.maxRupees));
  if (state.rating !== undefined) params.set(CATALOG_PARAM.rating, String(state.rating));
  if (state.inStock) params.set(CATALOG_PARAM.inStock, '1');
  if (state.sort !== 'relevance') params.set(CATALOG_PARAM.sort, state.sort);
  if (state.page > 1) params.set(CATALOG_PARAM.page, String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any narrowing filter is set (sort and page are not filters). */
export function hasActiveFilters(state: TCatalogState, fixedCategory?: string): boolean {
  return Boolean(
    (state.category && state.category !== fixedCategory) ||
      state.vendor ||
      state.minRupees !== undefined ||
      state.maxRupees !== undefined ||
      state.rating !== undefined ||
      state.inStock,
  );
}

/** A state with the filters removed; the category a page is fixed to stays. */
export function clearFilters(state: TCatalogState, fixedCategory?: string): TCatalogState {
  return { inStock: false, sort: state.sort, page: 1, category: fixedCategory };
}

/** The API query (GET /product, GET /product/search) for a state: rupees become paisa. */
export function toProductListQuery(state: TCatalogState, q?: string): TProductListQuery {
  const query: TProductListQuery = { page: state.page, limit: CATALOG_PAGE_LIMIT, sort: state.sort };
  if (q) query.q = q;
  if (state.category) query.category = state.category;
  if (state.vendor) query.vendor = state.vendor;
  if (state.minRupees !== undefined) query.minPrice = toPaisa(state.minRupees);
  if (state.maxRupees !== undefined) query.maxPrice = toPaisa(state.maxRupees);
  if (state.rating !== undefined) query.rating = state.rating;
  if (state.inStock) query.inStock = 'true';
  return query;
}

/** The query as apiFetch's `query` option takes it. */
export function toFetchQuery(query: TProductListQuery): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined)
      out[key] = typeof value === 'boolean' ? String(value) : (value as string | number);
  }
  return out;
}

/**
 * The catalogue pages and the internal addresses their filtered views are cached under (docs/product-rules.md
 * "Fast pages"). A cached page is one per path, so the proxy rewrites `/shop?sort=newest&page=2` to
 * `/shop/filter/sort%3Dnewest%26page%3D2`, the canonical query in one segment: every spelling of the
 * same filters shares one cached page, and anything malformed is dropped before it reaches the cache.
 */
export const CATALOG_FILTER_SEGMENT = 'filter';

/**
 * `/shop`, `/shop/category/{slug}`, `/shop/search/{text}` or `/shop/store/{slug}`: the pages whose
 * state is in the query.
 */
const CATALOG_PAGE_PATH = /^\/shop(?:\/category\/[^/]+|\/search\/[^/]+|\/store\/[^/]+)?$/;

/**
 * The canonical query string (with `?`, or empty) of a catalogue page's search params. A category
 * page holds its category in its path, a store page its vendor: the query drops them.
 */
export function canonicalCatalogSearch(
  input: TSearchParamsRecord | URLSearchParams,
  isCategoryPage: boolean,
  isStorePage = false,
): string {
  const state = parseCatalogState(input);
  return serializeCatalogState(isStorePage ? { ...state, vendor: undefined } : state, isCategoryPage);
}

/**
 * Where the proxy sends a catalogue page's request with filters: its cached filtered view, or null
 * when the path is no catalogue page or the query holds no filter (the plain page then answers).
 */
export function catalogRewritePath(pathname: string, params: URLSearchParams): string | null {
  if (!CATALOG_PAGE_PATH.test(pathname)) return null;
  const search = canonicalCatalogSearch(
    params,
    pathname.startsWith('/shop/category/'),
    pathname.startsWith('/shop/store/'),
  );
  return search ? `${pathname}/${CATALOG_FILTER_SEGMENT}/${encodeURIComponent(search.slice(1))}` : null;
}

/** The canonical query string held in a filtered view's `[state]` segment, decoded or not. */
export function catalogSearchFromSegment(
  segment: string,
  isCategoryPage: boolean,
  isStorePage = false,
): string {
  let query = segment;
  if (!query.includes('=')) {
    try {
      query = decodeURIComponent(query);
    } catch {
      return '';
    }
  }
  return canonicalCatalogSearch(new URLSearchParams(query), isCategoryPage, isStorePage);
}
