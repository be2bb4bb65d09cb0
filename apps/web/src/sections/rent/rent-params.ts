import { toPaisa } from '@bazaar/shared/money';
import type { TRentListQuery } from '@bazaar/shared/rent';
import {
  RENT_PERIODS,
  RENT_SORTS,
  RENT_TYPES,
  type TRentPeriod,
  type TRentSort,
  type TRentType,
} from '@bazaar/shared/rent-constants';
import {
  listingFilterViews,
  listingQueryOf,
  listingQueryString,
  orderedRange,
  readDay,
  readListingState,
  readOneOf,
  readWholeNumber,
  type TListingState,
  type TSearchParamsRecord,
  toUrlSearchParams,
} from '@/components/listing/listing-params';

/**
 * The rent listing's state as the URL holds it, so a filtered page can be shared and reloaded. Prices
 * are whole rupees here (what people type and read) and mean per `period`; `available` is a day:
 * listings free on or before it.
 */
export type TRentListState = TListingState<TRentSort> & {
  type?: TRentType;
  period?: TRentPeriod;
  minRupees?: number;
  maxRupees?: number;
  available?: string;
};

/** Search-param names in the page URL. */
export const RENT_PARAM = {
  type: 'type',
  place: 'place',
  period: 'period',
  min: 'min',
  max: 'max',
  available: 'available',
  sort: 'sort',
  page: 'page',
} as const;

/** Reads the listing state from a URL; anything malformed is dropped rather than sent on to the API. */
export function parseRentListState(input: TSearchParamsRecord | URLSearchParams): TRentListState {
  const params = toUrlSearchParams(input);
  const [minRupees, maxRupees] = orderedRange(
    readWholeNumber(params.get(RENT_PARAM.min), 0),
    readWholeNumber(params.get(RENT_PARAM.max), 0),
  );
  return {
    ...readListingState(params, RENT_SORTS),
    type: readOneOf(params.get(RENT_PARAM.type), RENT_TYPES),
    period: readOneOf(params.get(RENT_PARAM.period), RENT_PERIODS),
    minRupees,
    maxRupees,
    available: readDay(params.get(RENT_PARAM.available)),
  };
}

/** The page URL's query string for a state; defaults are left out so URLs stay short. */
export function serializeRentListState(state: TRentListState): string {
  const params = new URLSearchParams();
  if (state.type) params.set(RENT_PARAM.type, state.type);
  if (state.place) params.set(RENT_PARAM.place, state.place);
  if (state.period) params.set(RENT_PARAM.period, state.period);
  if (state.minRupees !== undefined) params.set(RENT_PARAM.min, String(state.minRupees));
  if (state.maxRupees !== undefined) params.set(RENT_PARAM.max, String(state.maxRupees));
  if (state.available) params.set(RENT_PARAM.available, state.available);
  return listingQueryString(params, state);
}

/** Whether any narrowing filter is set (sort and page are not filters). */
export function hasRentFilters(state: TRentListState): boolean {
  return Boolean(
    state.type ||
      state.place ||
      state.period ||
      state.minRupees !== undefined ||
      state.maxRupees !== undefined ||
      state.available,
  );
}

export function clearRentFilters(state: TRentListState): TRentListState {
  return { sort: state.sort, page: 1 };
}

/** `/rent` and `/rent/search/{text}` carry their filters in the query (rentals have no category pages). */
export const {
  canonicalSearch: canonicalRentSearch,
  rewritePath: rentRewritePath,
  searchFromSegment: rentSearchFromSegment,
} = listingFilterViews({
  home: '/rent',
  hasCategoryPages: false,
  parse: parseRentListState,
  serialize: serializeRentListState,
});

/** The API query (GET /rent/list) for a state: rupees become paisa. */
export function toRentListQuery(state: TRentListState, search?: string): TRentListQuery {
  const query: TRentListQuery = listingQueryOf(state, search);
  if (state.type) query.type = state.type;
  if (state.place) query.place = state.place;
  if (state.period) query.period = state.period;
  if (state.minRupees !== undefined) query.priceMin = toPaisa(state.minRupees);
  if (state.maxRupees !== undefined) query.priceMax = toPaisa(state.maxRupees);
  if (state.available) query.available = state.available;
  return query;
}
