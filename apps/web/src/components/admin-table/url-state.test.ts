import { describe, expect, it } from 'vitest';
import {
  nextSort,
  parseTableState,
  serializeTableState,
  sortDirection,
  type TAdminTableFilter,
  toApiQuery,
} from './url-state';

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'status',
    label: 'Status',
    options: [
      { value: 'Pending', label: 'Pending' },
      { value: 'all', label: 'All' },
    ],
    defaultValue: 'Pending',
  },
  { type: 'select', key: 'vendor', label: 'Vendor', options: [{ value: 'vijay', label: 'Vijay' }] },
  { type: 'dateRange', label: 'Created', fromKey: 'from', toKey: 'to' },
];

describe('parseTableState', () => {
  it('uses the defaults for an empty URL', () => {
    expect(parseTableState(new URLSearchParams(), FILTERS, '-createdAt')).toEqual({
      page: 1,
      q: '',
      sort: '-createdAt',
      filters: { status: 'Pending' },
    });
  });

  it('reads page, search, sort and filters, ignoring values a filter does not offer', () => {
    const params = new URLSearchParams(
      'page=3&q=vijay&sort=storeName&status=all&vendor=nope&from=2026-01-02&to=x',
    );
    expect(parseTableState(params, FILTERS)).toEqual({
      page: 3,
      q: 'vijay',
      sort: 'storeName',
      filters: { status: 'all', from: '2026-01-02' },
    });
  });

  it('falls back to page 1 for a page that is not a positive integer', () => {
    expect(parseTableState(new URLSearchParams('page=-2'), []).page).toBe(1);
    expect(parseTableState(new URLSearchParams('page=abc'), []).page).toBe(1);
  });
});

describe('serializeTableState', () => {
  it('leaves defaults out of the URL', () => {
    const state = { page: 1, q: ' ', sort: '-createdAt', filters: { status: 'Pending' } };
    expect(serializeTableState(state, FILTERS, '-createdAt')).toBe('');
  });

  it('writes what differs and keeps unrelated params', () => {
    const state = { page: 2, q: 'vijay', sort: 'storeName', filters: { status: 'all', vendor: 'vijay' } };
    expect(serializeTableState(state, FILTERS, '-createdAt', new URLSearchParams('tab=x&page=9'))).toBe(
      '?tab=x&page=2&q=vijay&sort=storeName&status=all&vendor=vijay',
    );
  });

  it('round-trips through parseTableState', () => {
    const state = { page: 4, q: 'a b', sort: '-name', filters: { status: 'all', from: '2026-05-01' } };
    const url = serializeTableState(state, FILTERS);
    expect(parseTableState(new URLSearchParams(url), FILTERS)).toEqual(state);
  });
});

describe('toApiQuery', () => {
  it('sends page, limit, search, sort and set filters, but never the value all', () => {
    const state = { page: 2, q: ' vijay ', sort: '-name', filters: { status: 'all', vendor: 'vijay' } };
    expect(toApiQuery(state, 20)).toEqual({
      page: 2,
      limit: 20,
      search: 'vijay',
      sort: '-name',
      vendor: 'vijay',
    });
  });

  it('uses another search param name and fixed extra params when asked', () => {
    const state = { page: 1, q: 'x', sort: undefined, filters: {} };
    expect(toApiQuery(state, 100, { searchParam: 'q', extra: { placement: 'shop' } })).toEqual({
      placement: 'shop',
      page: 1,
      limit: 100,
      q: 'x',
    });
  });
});

describe('sorting', () => {
  it('sorts a new column ascending and flips the current one', () => {
    expect(nextSort(undefined, 'name')).toBe('name');
    expect(nextSort('-createdAt', 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
  });

  it('tells the direction of a column', () => {
    expect(sortDirection('name', 'name')).toBe('asc');
    expect(sortDirection('-name', 'name')).toBe('desc');
    expect(sortDirection('-createdAt', 'name')).toBeNull();
  });
});
