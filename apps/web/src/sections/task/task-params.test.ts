import { describe, expect, it } from 'vitest';
import {
  parseTaskListState,
  serializeTaskListState,
  taskRewritePath,
  taskSearchFromSegment,
  toTaskListQuery,
} from './task-params';

const PLACE = '0b9f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the task listing state in the URL', () => {
  it('reads every filter and writes it back in one canonical order', () => {
    const state = parseTaskListState(
      new URLSearchParams(
        `page=2&sort=-budget&date=2026-12-31&max=5000&min=500&remote=1&place=${PLACE}&category=moving`,
      ),
    );
    expect(state).toEqual({
      category: 'moving',
      place: PLACE,
      remote: true,
      minRupees: 500,
      maxRupees: 5000,
      date: '2026-12-31',
      sort: '-budget',
      page: 2,
    });
    expect(serializeTaskListState(state)).toBe(
      `?category=moving&place=${PLACE}&remote=1&min=500&max=5000&date=2026-12-31&sort=-budget&page=2`,
    );
  });

  it('drops what is malformed and turns a reversed budget around', () => {
    const state = parseTaskListState(
      new URLSearchParams('place=nowhere&date=31-12-2026&sort=cheapest&page=-3&min=900&max=100'),
    );
    expect(state).toEqual({ remote: false, minRupees: 100, maxRupees: 900, page: 1 });
  });

  it('asks the API in paisa, with the search text', () => {
    const query = toTaskListQuery(parseTaskListState(new URLSearchParams('min=500&remote=1')), 'sofa');
    expect(query).toMatchObject({ budgetMin: 50_000, remote: 'true', search: 'sofa', page: 1 });
    expect(query.budgetMax).toBeUndefined();
  });

  it('rewrites a filtered listing to its cached page, and leaves a plain one alone', () => {
    expect(taskRewritePath('/task', new URLSearchParams('sort=due&remote=true'))).toBe(
      `/task/filter/${encodeURIComponent('remote=1&sort=due')}`,
    );
    expect(taskRewritePath('/task/category/moving', new URLSearchParams('category=other&page=2'))).toBe(
      `/task/category/moving/filter/${encodeURIComponent('page=2')}`,
    );
    expect(taskRewritePath('/task', new URLSearchParams('utm=x'))).toBeNull();
    expect(taskRewritePath('/task/some-id', new URLSearchParams('page=2'))).toBeNull();
    expect(taskSearchFromSegment(encodeURIComponent('sort=due&remote=1'), false)).toBe('?remote=1&sort=due');
  });
});
