import { describe, expect, it } from 'vitest';
import {
  listingIndexKeys,
  matchesCriteria,
  savedSearchIndexKey,
  savedSearchWords,
  type TSavedSearchCriteria,
} from './saved-search.ts';

const none: TSavedSearchCriteria = {
  words: [],
  category: null,
  place: null,
  priceMin: null,
  priceMax: null,
  attributes: {},
};
const listing = {
  words: new Set(savedSearchWords('Fix a leaking kitchen tap — Plumbing, Café')),
  categories: ['plumbing', 'home'],
  places: ['town', 'district'],
  price: 150_000,
  attributes: { remote: 'false' },
};

describe('saved search matching', () => {
  it('splits words as both sides compare them: lower case, accents and punctuation gone', () => {
    expect(savedSearchWords('  Café, CAFÉ  leaking-tap ')).toEqual(['cafe', 'leaking', 'tap']);
  });

  it('needs every word, the category or one above, the place or one around, the price range and the exact filters', () => {
    expect(matchesCriteria({ ...none, words: ['leaking', 'tap'] }, listing)).toBe(true);
    expect(matchesCriteria({ ...none, words: ['leaking', 'pipe'] }, listing)).toBe(false);
    expect(matchesCriteria({ ...none, category: 'home', place: 'district' }, listing)).toBe(true);
    expect(matchesCriteria({ ...none, category: 'garden' }, listing)).toBe(false);
    expect(matchesCriteria({ ...none, priceMin: 100_000, priceMax: 150_000 }, listing)).toBe(true);
    expect(matchesCriteria({ ...none, priceMax: 149_999 }, listing)).toBe(false);
    expect(matchesCriteria({ ...none, priceMin: 1 }, { ...listing, price: null })).toBe(false);
    expect(matchesCriteria({ ...none, attributes: { remote: 'true' } }, listing)).toBe(false);
  });

  it('files a search under its most selective part, and a listing looks up every key it has', () => {
    expect(savedSearchIndexKey({ ...none, words: ['tap', 'leaking'], category: 'home' })).toBe('w:leaking');
    expect(savedSearchIndexKey({ ...none, category: 'home', place: 'town' })).toBe('c:home');
    expect(savedSearchIndexKey({ ...none, place: 'town' })).toBe('p:town');
    expect(savedSearchIndexKey({ ...none, priceMax: 5 })).toBe('*');
    const keys = listingIndexKeys(listing);
    for (const criteria of [
      { ...none, words: ['tap', 'leaking'] },
      { ...none, category: 'home' },
      { ...none, place: 'town' },
      none,
    ]) {
      expect(keys).toContain(savedSearchIndexKey(criteria));
    }
  });
});
