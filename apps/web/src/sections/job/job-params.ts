import type { TJobListQuery } from '@bazaar/shared/job';
import {
  JOB_LEVELS,
  JOB_SORTS,
  JOB_TYPES,
  type TJobLevel,
  type TJobSort,
  type TJobType,
} from '@bazaar/shared/job-constants';
import { toPaisa } from '@bazaar/shared/money';
import {
  listingFilterViews,
  listingQueryOf,
  listingQueryString,
  readListingState,
  readOneOf,
  readSlug,
  readWholeNumber,
  type TListingState,
  type TSearchParamsRecord,
  toUrlSearchParams,
} from '@/components/listing/listing-params';

/**
 * The job listing's state as the URL holds it, so a filtered page can be shared and reloaded. The
 * salary floor is whole rupees a month here (what people type and read).
 */
export type TJobListState = TListingState<TJobSort> & {
  category?: string;
  type?: TJobType;
  level?: TJobLevel;
  minSalaryRupees?: number;
};

/** Search-param names in the page URL. */
export const JOB_PARAM = {
  category: 'category',
  place: 'place',
  type: 'type',
  level: 'level',
  salary: 'salary',
  sort: 'sort',
  page: 'page',
} as const;

/** Reads the listing state from a URL; anything malformed is dropped rather than sent on to the API. */
export function parseJobListState(input: TSearchParamsRecord | URLSearchParams): TJobListState {
  const params = toUrlSearchParams(input);
  return {
    ...readListingState(params, JOB_SORTS),
    category: readSlug(params.get(JOB_PARAM.category)),
    type: readOneOf(params.get(JOB_PARAM.type), JOB_TYPES),
    level: readOneOf(params.get(JOB_PARAM.level), JOB_LEVELS),
    minSalaryRupees: readWholeNumber(params.get(JOB_PARAM.salary), 0),
  };
}

/** The page URL's query string for a state; defaults are left out so URLs stay short. */
export function serializeJobListState(state: TJobListState, omitCategory = false): string {
  const params = new URLSearchParams();
  if (state.category && !omitCategory) params.set(JOB_PARAM.category, state.category);
  if (state.place) params.set(JOB_PARAM.place, state.place);
  if (state.type) params.set(JOB_PARAM.type, state.type);
  if (state.level) params.set(JOB_PARAM.level, state.level);
  if (state.minSalaryRupees !== undefined) params.set(JOB_PARAM.salary, String(state.minSalaryRupees));
  return listingQueryString(params, state);
}

/** Whether any narrowing filter is set (sort and page are not filters). */
export function hasJobFilters(state: TJobListState, fixedCategory?: string): boolean {
  return Boolean(
    (state.category && state.category !== fixedCategory) ||
      state.place ||
      state.type ||
      state.level ||
      state.minSalaryRupees !== undefined,
  );
}

export function clearJobFilters(state: TJobListState, fixedCategory?: string): TJobListState {
  return { sort: state.sort, page: 1, category: fixedCategory };
}

/** `/job`, `/job/category/{slug}` and `/job/search/{text}` carry their filters in the query. */
export const {
  canonicalSearch: canonicalJobSearch,
  rewritePath: jobRewritePath,
  searchFromSegment: jobSearchFromSegment,
} = listingFilterViews({
  home: '/job',
  hasCategoryPages: true,
  parse: parseJobListState,
  serialize: serializeJobListState,
});

/** The API query (GET /job/list) for a state: rupees become paisa. */
export function toJobListQuery(state: TJobListState, search?: string): TJobListQuery {
  const query: TJobListQuery = listingQueryOf(state, search);
  if (state.category) query.category = state.category;
  if (state.place) query.place = state.place;
  if (state.type) query.type = state.type;
  if (state.level) query.level = state.level;
  if (state.minSalaryRupees !== undefined) query.salaryMin = toPaisa(state.minSalaryRupees);
  return query;
}
