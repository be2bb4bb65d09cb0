import { describe, expect, it } from 'vitest';
import { jobRewritePath, jobSearchFromSegment, parseJobListState, toJobListQuery } from './job-params';

describe('job listing URL state', () => {
  it('reads known filters, drops malformed ones and turns rupees into paisa for the API', () => {
    const state = parseJobListState(
      new URLSearchParams('type=Remote&level=Boss&salary=50000&place=nope&sort=deadline&page=2'),
    );
    expect(state).toEqual({
      category: undefined,
      place: undefined,
      type: 'Remote',
      level: undefined,
      minSalaryRupees: 50000,
      sort: 'deadline',
      page: 2,
    });
    expect(toJobListQuery(state, 'driver')).toMatchObject({
      type: 'Remote',
      salaryMin: 5_000_000,
      search: 'driver',
      page: 2,
    });
  });

  it('sends filtered listings to their cached view in one canonical order, and plain ones nowhere', () => {
    expect(jobRewritePath('/job', new URLSearchParams('sort=deadline&type=Contract'))).toBe(
      `/job/filter/${encodeURIComponent('type=Contract&sort=deadline')}`,
    );
    expect(jobRewritePath('/job', new URLSearchParams('utm=x'))).toBeNull();
    expect(jobRewritePath('/job/123', new URLSearchParams('type=Contract'))).toBeNull();
    // A category page's own category is its path, not a filter.
    expect(jobRewritePath('/job/category/it', new URLSearchParams('category=it'))).toBeNull();
    expect(jobSearchFromSegment(encodeURIComponent('type=Contract&sort=deadline'), false)).toBe(
      '?type=Contract&sort=deadline',
    );
  });
});
