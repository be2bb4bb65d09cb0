import { describe, expect, it } from 'vitest';
import { searchAllRoute, searchChoiceRoute, searchRoute, sectionOfPath } from './search.ts';

describe('sectionOfPath', () => {
  it('finds the section from the first path segment', () => {
    expect(sectionOfPath('/shop')).toBe('shop');
    expect(sectionOfPath('/task/categories')).toBe('task');
    expect(sectionOfPath('/job/search/driver')).toBe('job');
    expect(sectionOfPath('/rent')).toBe('rent');
  });

  it('finds the section inside the user area and policy pages', () => {
    expect(sectionOfPath('/user/task/posted')).toBe('task');
    expect(sectionOfPath('/user/rent/create')).toBe('rent');
    expect(sectionOfPath('/page/job/terms-and-conditions')).toBe('job');
  });

  it('has no section elsewhere, so search falls back to shop', () => {
    expect(sectionOfPath('/')).toBeNull();
    expect(sectionOfPath('/about')).toBeNull();
    expect(sectionOfPath('/user')).toBeNull();
    expect(sectionOfPath('/admin/shop/orders')).toBeNull();
    expect(sectionOfPath('/shopping')).toBeNull();
  });
});

describe('searchRoute', () => {
  it('builds the section search route from the trimmed text', () => {
    expect(searchRoute('shop', '  rice cooker ')).toBe('/shop/search/rice%20cooker');
    expect(searchRoute('task', 'plumber')).toBe('/task/search/plumber');
    expect(searchRoute('job', 'driver')).toBe('/job/search/driver');
    expect(searchRoute('rent', 'flat')).toBe('/rent/search/flat');
  });

  it('encodes characters that would break the path', () => {
    expect(searchRoute('shop', 'a/b?c#d')).toBe('/shop/search/a%2Fb%3Fc%23d');
    expect(searchRoute('shop', 'चामल')).toBe(`/shop/search/${encodeURIComponent('चामल')}`);
  });

  it('returns null for blank text (search text is required)', () => {
    expect(searchRoute('shop', '')).toBeNull();
    expect(searchRoute('shop', '   ')).toBeNull();
  });
});

describe('searchChoiceRoute', () => {
  it('opens every section at once for All, a section search otherwise', () => {
    expect(searchAllRoute('  book shelf ')).toBe('/search/book%20shelf');
    expect(searchChoiceRoute('all', 'bookshelf')).toBe('/search/bookshelf');
    expect(searchChoiceRoute('rent', 'flat')).toBe('/rent/search/flat');
  });

  it('goes nowhere for blank text, whatever the choice', () => {
    expect(searchChoiceRoute('all', '   ')).toBeNull();
    expect(searchChoiceRoute('shop', '')).toBeNull();
  });
});
