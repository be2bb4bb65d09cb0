import { toPaisa } from '@bazaar/shared/money';
import type { TTaskListQuery } from '@bazaar/shared/task';
import { TASK_SORTS, type TTaskSort } from '@bazaar/shared/task-constants';
import {
  listingFilterViews,
  listingQueryOf,
  listingQueryString,
  orderedRange,
  readDay,
  readListingState,
  readSlug,
  readWholeNumber,
  type TListingState,
  type TSearchParamsRecord,
  toUrlSearchParams,
} from '@/components/listing/listing-params';

/**
 * The task listing's state as the URL holds it, so a filtered page can be shared and reloaded. Budgets
 * are whole rupees here (what people type and read); `date` is a calendar day (YYYY-MM-DD): tasks due
 * on or before it.
 */
export type TTaskListState = TListingState<TTaskSort> & {
  category?: string;
  remote: boolean;
  minRupees?: number;
  maxRupees?: number;
  date?: string;
};

/** Search-param names in the page URL. */
export const TASK_PARAM = {
  category: 'category',
  place: 'place',
  remote: 'remote',
  min: 'min',
  max: 'max',
  date: 'date',
  sort: 'sort',
  page: 'page',
} as const;

/** Reads the listing state from a URL; anything malformed is dropped rather than sent on to the API. */
export function parseTaskListState(input: TSearchParamsRecord | URLSearchParams): TTaskListState {
  const params = toUrlSearchParams(input);
  const [minRupees, maxRupees] = orderedRange(
    readWholeNumber(params.get(TASK_PARAM.min), 0),
    readWholeNumber(params.get(TASK_PARAM.max), 0),
  );
  const remote = params.get(TASK_PARAM.remote);
  return {
    ...readListingState(params, TASK_SORTS),
    category: readSlug(params.get(TASK_PARAM.category)),
    remote: remote === '1' || remote === 'true',
    minRupees,
    maxRupees,
    date: readDay(params.get(TASK_PARAM.date)),
  };
}

/** The page URL's query string for a state; defaults are left out so URLs stay short. */
export function serializeTaskListState(state: TTaskListState, omitCategory = false): string {
  const params = new URLSearchParams();
  if (state.category && !omitCategory) params.set(TASK_PARAM.category, state.category);
  if (state.place) params.set(TASK_PARAM.place, state.place);
  if (state.remote) params.set(TASK_PARAM.remote, '1');
  if (state.minRupees !== undefined) params.set(TASK_PARAM.min, String(state.minRupees));
  if (state.maxRupees !== undefined) params.set(TASK_PARAM.max, String(state.maxRupees));
  if (state.date) params.set(TASK_PARAM.date, state.date);
  return listingQueryString(params, state);
}

/** Whether any narrowing filter is set (sort and page are not filters). */
export function hasTaskFilters(state: TTaskListState, fixedCategory?: string): boolean {
  return Boolean(
    (state.category && state.category !== fixedCategory) ||
      state.place ||
      state.remote ||
      state.minRupees !== undefined ||
      state.maxRupees !== undefined ||
      state.date,
  );
}

export function clearTaskFilters(state: TTaskListState, fixedCategory?: string): TTaskListState {
  return { remote: false, sort: state.sort, page: 1, category: fixedCategory };
}

/** `/task`, `/task/category/{slug}` and `/task/search/{text}` carry their filters in the query. */
export const {
  canonicalSearch: canonicalTaskSearch,
  rewritePath: taskRewritePath,
  searchFromSegment: taskSearchFromSegment,
} = listingFilterViews({
  home: '/task',
  hasCategoryPages: true,
  parse: parseTaskListState,
  serialize: serializeTaskListState,
});

/** The API query (GET /task/list) for a state: rupees become paisa. */
export function toTaskListQuery(state: TTaskListState, search?: string): TTaskListQuery {
  const query: TTaskListQuery = listingQueryOf(state, search);
  if (state.category) query.category = state.category;
  if (state.place) query.place = state.place;
  if (state.remote) query.remote = 'true';
  if (state.minRupees !== undefined) query.budgetMin = toPaisa(state.minRupees);
  if (state.maxRupees !== undefined) query.budgetMax = toPaisa(state.maxRupees);
  if (state.date) query.date = state.date;
  return query;
}
