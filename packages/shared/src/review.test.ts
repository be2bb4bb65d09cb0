import { describe, expect, it } from 'vitest';
import {
  reviewAuthorName,
  ZAdminReviewListQuery,
  ZCreateReviewRequest,
  ZProductReviewsQuery,
} from './review.ts';
import { ZVendorProfileRequest } from './vendor.ts';

describe('reviewAuthorName', () => {
  it('shows the first name and the last initial', () => {
    expect(reviewAuthorName('Sita Sharma')).toBe('Sita S.');
    expect(reviewAuthorName('  ram bahadur thapa ')).toBe('ram T.');
    expect(reviewAuthorName('Prakash')).toBe('Prakash');
    expect(reviewAuthorName('   ')).toBe('Buyer');
  });
});

describe('review contracts', () => {
  const orderItemId = '0197aaaa-0000-7000-8000-000000000000';

  it('accepts a whole rating from 1 to 5 and nothing else', () => {
    expect(ZCreateReviewRequest.safeParse({ orderItemId, rating: 5 }).success).toBe(true);
    for (const rating of [0, 6, 2.5, '4', null]) {
      const res = ZCreateReviewRequest.safeParse({ orderItemId, rating });
      expect(res.success).toBe(false);
      expect(res.error?.issues[0]?.path).toEqual(['rating']);
    }
  });

  it('limits photos to four', () => {
    const images = ['a', 'b', 'c', 'd', 'e'];
    expect(ZCreateReviewRequest.safeParse({ orderItemId, rating: 4, images }).error?.issues[0]?.path).toEqual(
      ['images'],
    );
  });

  it('reads list queries from strings', () => {
    expect(ZProductReviewsQuery.parse({ rating: '3', sort: '' })).toMatchObject({
      rating: 3,
      sort: 'newest',
    });
    expect(ZAdminReviewListQuery.parse({ hidden: 'true', sort: '-rating' })).toMatchObject({
      hidden: true,
      sort: '-rating',
    });
    expect(ZAdminReviewListQuery.safeParse({ sort: 'stars' }).success).toBe(false);
  });

  it('clears optional store fields given as empty strings', () => {
    expect(ZVendorProfileRequest.parse({ storeName: ' My Store ', banner: '', panVat: '' })).toMatchObject({
      storeName: 'My Store',
      banner: null,
      panVat: null,
    });
  });
});
