import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './constants.ts';
import { buildPagination, ZPageQuery } from './pagination.ts';

describe('buildPagination', () => {
  it('links the pages around a middle page', () => {
    expect(buildPagination(2, 10, 25)).toEqual({
      page: 2,
      limit: 10,
      total: 25,
      totalPages: 3,
      nextPage: 3,
      prevPage: 1,
    });
  });

  it('has no next page on the last page and no previous page on the first', () => {
    expect(buildPagination(3, 10, 25)).toMatchObject({ nextPage: null, prevPage: 2, totalPages: 3 });
    expect(buildPagination(1, 10, 25)).toMatchObject({ nextPage: 2, prevPage: null });
  });

  it('marks a capped count, whose pages run to the cap', () => {
    expect(buildPagination(1, 20, 1000, true)).toEqual({
      page: 1,
      limit: 20,
      total: 1000,
      totalPages: 50,
      nextPage: 2,
      prevPage: null,
      totalIsCapped: true,
    });
    expect(buildPagination(1, 20, 1000)).not.toHaveProperty('totalIsCapped');
  });

  it('counts an exact multiple without an empty trailing page', () => {
    expect(buildPagination(2, 10, 20)).toMatchObject({ totalPages: 2, nextPage: null });
  });

  it('reports one page for an empty list', () => {
    expect(buildPagination(1, 10, 0)).toEqual({
      page: 1,
      limit: 10,
      total: 0,
      totalPages: 1,
      nextPage: null,
      prevPage: null,
    });
  });
});

describe('ZPageQuery', () => {
  it('defaults page and limit', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, limit: DEFAULT_PAGE_LIMIT });
  });

  it('coerces query-string numbers', () => {
    expect(ZPageQuery.parse({ page: '3', limit: '5' })).toEqual({ page: 3, limit: 5 });
  });

  it('rejects page 0, fractions and limits above the maximum', () => {
    expect(ZPageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ page: '1.5' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ limit: String(MAX_PAGE_LIMIT + 1) }).success).toBe(false);
    expect(ZPageQuery.safeParse({ page: 'abc' }).success).toBe(false);
  });
});
