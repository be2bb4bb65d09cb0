/**
 * The table's state (page, search, sort, filters) as URL search params, and the API query built from
 * it. Pure functions: the component reads and writes the URL through them; unit-tested.
 */

/** A choice of a filter; a select shows options that name a `group` under that heading, searchable. */
export type TFilterOption = { value: string; label: string; group?: string };

/** A filter rendered above the table; its value lives in the URL under `key` (dates: fromKey/toKey). */
export type TAdminTableFilter =
  /** Segmented tabs; `defaultValue` (else 'all' when offered, else the first option) is left out of the URL. */
  | { type: 'tabs'; key: string; label: string; options: TFilterOption[]; defaultValue?: string }
  /** A clearable select; no value = no filter. */
  | { type: 'select'; key: string; label: string; options: TFilterOption[]; placeholder?: string }
  /** Two dates (YYYY-MM-DD), each optional. */
  | { type: 'dateRange'; label: string; fromKey: string; toKey: string };

export type TAdminTableState = {
  page: number;
  /** The search text as typed (the URL's `q`). */
  q: string;
  /** `field` or `-field`; undefined = the table's default. */
  sort: string | undefined;
  /** Filter values by URL key; absent = the filter's default. */
  filters: Record<string, string>;
};

/** URL param names the table owns; filter keys must not reuse them. */
export const URL_PARAMS = { page: 'page', q: 'q', sort: 'sort' } as const;
/** A filter value meaning "no filter": never sent to the API. */
export const ALL = 'all';

export function filterKeys(filter: TAdminTableFilter): string[] {
  return filter.type === 'dateRange' ? [filter.fromKey, filter.toKey] : [filter.key];
}

export function tabsDefault(filter: Extract<TAdminTableFilter, { type: 'tabs' }>): string {
  if (filter.defaultValue !== undefined) return filter.defaultValue;
  return filter.options.some((o) => o.value === ALL) ? ALL : (filter.options[0]?.value ?? ALL);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the state from the URL; unknown or malformed values fall back to defaults. */
export function parseTableState(
  params: URLSearchParams,
  filters: readonly TAdminTableFilter[],
  defaultSort?: string,
): TAdminTableState {
  const page = Number(params.get(URL_PARAMS.page));
  const state: TAdminTableState = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: params.get(URL_PARAMS.q) ?? '',
    sort: params.get(URL_PARAMS.sort) || defaultSort,
    filters: {},
  };
  for (const filter of filters) {
    if (filter.type === 'dateRange') {
      for (const key of filterKeys(filter)) {
        const value = params.get(key);
        if (value && DATE.test(value)) state.filters[key] = value;
      }
      continue;
    }
    const value = params.get(filter.key);
    const known = value !== null && filter.options.some((o) => o.value === value);
    if (filter.type === 'tabs') state.filters[filter.key] = known ? value : tabsDefault(filter);
    else if (known) state.filters[filter.key] = value;
  }
  return state;
}

/** The URL's query string for a state (`?…` or ''), leaving out defaults; other params are kept. */
export function serializeTableState(
  state: TAdminTableState,
  filters: readonly TAdminTableFilter[],
  defaultSort?: string,
  base: URLSearchParams = new URLSearchParams(),
): string {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => {
    if (value) params.set(key, value);
    else params.delete(key);
  };
  set(URL_PARAMS.page, state.page > 1 ? String(state.page) : undefined);
  set(URL_PARAMS.q, state.q.trim() || undefined);
  set(URL_PARAMS.sort, state.sort && state.sort !== defaultSort ? state.sort : undefined);
  for (const filter of filters) {
    for (const key of filterKeys(filter)) {
      const value = state.filters[key];
      set(key, filter.type === 'tabs' && value === tabsDefault(filter) ? undefined : value);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list endpoint's query: page, limit, search, sort and each set filter as a plain param. */
export function toApiQuery(
  state: TAdminTableState,
  limit: number,
  options: { searchParam?: string; extra?: Record<string, string | number | undefined> } = {},
): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = { ...options.extra, page: state.page, limit };
  const search = state.q.trim();
  if (search) query[options.searchParam ?? 'search'] = search;
  if (state.sort) query.sort = state.sort;
  for (const [key, value] of Object.entries(state.filters)) {
    if (value && value !== ALL) query[key] = value;
  }
  return query;
}

/** Clicking a sortable header: another column → ascending; the same one flips direction. */
export function nextSort(current: string | undefined, sortKey: string): string {
  return current === sortKey ? `-${sortKey}` : sortKey;
}

/** The direction a column is sorted in, or null. */
export function sortDirection(current: string | undefined, sortKey: string): 'asc' | 'desc' | null {
  if (current === sortKey) return 'asc';
  if (current === `-${sortKey}`) return 'desc';
  return null;
}

/** Rows with an id and a name (categories, places) as a filter's options; none while loading. */
export function namedOptions(rows: readonly { _id: string; name: string }[] | undefined): TFilterOption[] {
  return (rows ?? []).map((row) => ({ value: row._id, label: row.name }));
}

/** A clearable select over `options`, saying `Every <label>` while none is chosen. */
export function selectFilter(key: string, label: string, options: TFilterOption[]): TAdminTableFilter {
  return { type: 'select', key, label, placeholder: `Every ${label.toLowerCase()}`, options };
}
