import { describe, expect, it } from 'vitest';
import {
  CATALOG_PAGE_LIMIT,
  clearFilters,
  hasActiveFilters,
  parseCatalogState,
  serializeCatalogState,
  toProductListQuery,
} from './catalog-params';

describe('catalogue state in the URL', () => {
  it('reads every filter and round-trips through the query string', () => {
    const state = parseCatalogState(
      new URLSearchParams(
        'category=mobiles&vendor=vijay&min=500&max=2500&rating=4&inStock=1&sort=price_asc&page=3',
      ),
    );
    expect(state).toEqual({
      category: 'mobiles',
      vendor: 'vijay',
      minRupees: 500,
      maxRupees: 2500,
      rating: 4,
      inStock: true,
      sort: 'price_asc',
      page: 3,
    });
    expect(parseCatalogState(new URLSearchParams(serializeCatalogState(state).slice(1)))).toEqual(state);
  });

  it('drops malformed values instead of passing them to the API', () => {
    const state = parseCatalogState({
      min: 'cheap',
      rating: '9',
      sort: 'random',
      page: '-2',
      inStock: 'yes',
    });
    expect(state).toEqual({ inStock: false, sort: 'relevance', page: 1 });
    expect(serializeCatalogState(state)).toBe('');
  });

  it('reads a reversed price range the way it was meant', () => {
    const state = parseCatalogState({ min: '900', max: '100' });
    expect([state.minRupees, state.maxRupees]).toEqual([100, 900]);
  });

  it('turns rupees into paisa for the API query', () => {
    const query = toProductListQuery(parseCatalogState({ min: '1500', max: '2000', inStock: '1' }), 'phone');
    expect(query).toEqual({
      page: 1,
      limit: CATALOG_PAGE_LIMIT,
      sort: 'relevance',
      q: 'phone',
      minPrice: 150_000,
      maxPrice: 200_000,
      inStock: 'true',
    });
  });

  it('clearing filters keeps the sort and a category the page is fixed to', () => {
    const state = parseCatalogState({ category: 'laptops', vendor: 'v', sort: 'rating', page: '4' });
    expect(hasActiveFilters(state, 'laptops')).toBe(true);
    const cleared = clearFilters(state, 'laptops');
    expect(cleared).toEqual({ inStock: false, sort: 'rating', page: 1, category: 'laptops' });
    expect(hasActiveFilters(cleared, 'laptops')).toBe(false);
    expect(serializeCatalogState(cleared, true)).toBe('?sort=rating');
  });
});
