import { describe, expect, it } from 'vitest';
import { type CategoryLink, categoryAndDescendants } from './repo.ts';

const links: CategoryLink[] = [
  { id: 'electronics', slug: 'electronics', parentId: null },
  { id: 'phones', slug: 'phones', parentId: 'electronics' },
  { id: 'android', slug: 'android-phones', parentId: 'phones' },
  { id: 'laptops', slug: 'laptops', parentId: 'electronics' },
  { id: 'fashion', slug: 'fashion', parentId: null },
];

describe('categoryAndDescendants', () => {
  it('gives the category and every category below it, level by level', () => {
    expect(categoryAndDescendants(links, 'electronics')).toEqual([
      'electronics',
      'phones',
      'laptops',
      'android',
    ]);
    expect(categoryAndDescendants(links, 'phones')).toEqual(['phones', 'android']);
    expect(categoryAndDescendants(links, 'fashion')).toEqual(['fashion']);
  });

  it('gives nothing for a slug no category has', () => {
    expect(categoryAndDescendants(links, 'toys')).toEqual([]);
  });

  it('stops 20 levels below the category, as deep as the tree may go', () => {
    const chain: CategoryLink[] = Array.from({ length: 25 }, (_, i) => ({
      id: `c${i}`,
      slug: `c${i}`,
      parentId: i === 0 ? null : `c${i - 1}`,
    }));
    expect(categoryAndDescendants(chain, 'c0')).toHaveLength(21);
  });
});
