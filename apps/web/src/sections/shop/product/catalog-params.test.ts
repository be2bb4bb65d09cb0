import { describe, expect, it } from 'vitest';
import {
  CATALOG_FILTER_SEGMENT,
  CATALOG_PAGE_LIMIT,
  catalogRewritePath,
  catalogSearchFromSegment,
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

describe('cached filtered views', () => {
  it('rewrites a filtered catalogue page to one canonical address per state', () => {
    const a = catalogRewritePath('/shop', new URLSearchParams('page=2&sort=newest&utm_source=x'));
    const b = catalogRewritePath('/shop', new URLSearchParams('sort=newest&page=2'));
    expect(a).toBe(`/shop/${CATALOG_FILTER_SEGMENT}/${encodeURIComponent('sort=newest&page=2')}`);
    expect(b).toBe(a);
  });

  it('leaves the plain page, unknown parameters and other paths alone', () => {
    expect(catalogRewritePath('/shop', new URLSearchParams('utm_source=x&page=1'))).toBeNull();
    expect(catalogRewritePath('/shop/product/tea', new URLSearchParams('page=2'))).toBeNull();
    expect(catalogRewritePath('/shop/categories', new URLSearchParams('page=2'))).toBeNull();
  });

  it('drops the category of a category page, which its path fixes', () => {
    expect(catalogRewritePath('/shop/category/tea', new URLSearchParams('category=coffee&page=3'))).toBe(
      `/shop/category/tea/${CATALOG_FILTER_SEGMENT}/page%3D3`,
    );
    expect(catalogRewritePath('/shop/search/red%20tea', new URLSearchParams('category=tea'))).toBe(
      `/shop/search/red%20tea/${CATALOG_FILTER_SEGMENT}/category%3Dtea`,
    );
  });

  it('drops the vendor of a store page, which its path fixes, and keeps its other filters', () => {
    expect(
      catalogRewritePath('/shop/store/patan-crafts', new URLSearchParams('vendor=other&category=tea&page=2')),
    ).toBe(`/shop/store/patan-crafts/${CATALOG_FILTER_SEGMENT}/category%3Dtea%26page%3D2`);
    expect(catalogRewritePath('/shop/store/patan-crafts', new URLSearchParams('vendor=other'))).toBeNull();
    expect(catalogSearchFromSegment('vendor=other&sort=newest', false, true)).toBe('?sort=newest');
  });

  it('reads the segment back whether Next decoded it or not', () => {
    expect(catalogSearchFromSegment('sort=newest&page=2', false)).toBe('?sort=newest&page=2');
    expect(catalogSearchFromSegment('sort%3Dnewest%26page%3D2', false)).toBe('?sort=newest&page=2');
    expect(catalogSearchFromSegment('%E0%A4', false)).toBe('');
    expect(catalogSearchFromSegment('category=tea&page=2', true)).toBe('?page=2');
  });
});
