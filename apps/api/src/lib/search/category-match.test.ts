import { describe, expect, it } from 'vitest';
import { categoriesNamedBy, categorySpelling } from './category-match.ts';

const categories = [
  { id: 'a', name: 'Plumbing' },
  { id: 'b', name: 'Handyman & Repairs' },
  { id: 'c', name: 'Cleaning' },
  { id: 'd', name: 'Computer & IT' },
];
const named = (text: string) => categoriesNamedBy(categories, text).map((c) => c.id);

describe('categories a search names', () => {
  it('by a word of the name, its beginning, or a typo within the word’s budget', () => {
    expect(named('plumbing')).toEqual(['a']);
    expect(named('Plumb')).toEqual(['a']);
    expect(named('plumbnig')).toEqual(['a']);
    expect(named('repair')).toEqual(['b']);
    expect(named('handyman repairs')).toEqual(['b']);
  });

  it('only when every word names it, and never by a word under three letters', () => {
    expect(named('plumbing sink')).toEqual([]);
    expect(named('fix tap')).toEqual([]);
    expect(named('it')).toEqual([]);
    expect(named('cleaner')).toEqual([]);
  });

  it('spells a mistyped name as the category does, and says nothing of a right one', () => {
    const spelling = (text: string) => categorySpelling(categoriesNamedBy(categories, text), text);
    expect(spelling('plumbng')).toBe('plumbing');
    expect(spelling('Hadnyman repairs')).toBe('handyman repairs');
    expect(spelling('computr it')).toBe('computer it');
    expect(spelling('plumbing')).toBeNull();
    expect(spelling('plumb')).toBeNull();
    expect(spelling('repair')).toBeNull();
    expect(spelling('plumbng sink')).toBeNull();
  });
});
