import { describe, expect, it } from 'vitest';
import { parseRentListState, rentRewritePath, rentSearchFromSegment, toRentListQuery } from './rent-params';

describe('rent listing URL state', () => {
  it('reads filters, drops malformed ones and keeps one canonical order', () => {
    const state = parseRentListState(
      new URLSearchParams(
        'sort=-price&type=flat&min=30000&max=5000&period=month&available=2026-13-40&page=x',
      ),
    );
    expect(state).toEqual({
      type: 'flat',
      place: undefined,
      period: 'month',
      minRupees: 5000,
      maxRupees: 30000,
      available: undefined,
      sort: '-price',
      page: 1,
    });
    expect(toRentListQuery(state)).toMatchObject({ priceMin: 500_000, priceMax: 3_000_000, type: 'flat' });
  });

  it('rewrites a filtered /rent and a filtered search to their cached views, and nothing else', () => {
    expect(rentRewritePath('/rent', new URLSearchParams('page=2&type=room'))).toBe(
      `/rent/filter/${encodeURIComponent('type=room&page=2')}`,
    );
    expect(rentRewritePath('/rent/search/flat', new URLSearchParams('type=room'))).toBe(
      '/rent/search/flat/filter/type%3Droom',
    );
    expect(rentRewritePath('/rent', new URLSearchParams('utm=1'))).toBeNull();
    expect(rentRewritePath('/rent/abc', new URLSearchParams('type=room'))).toBeNull();
    expect(rentSearchFromSegment('type%3Droom%26page%3D2')).toBe('?type=room&page=2');
  });
});
