import { describe, expect, it } from 'vitest';
import { damerauDistance, typoBudget } from './typo.ts';

describe('typoBudget', () => {
  it('forgives nothing under five letters, one typo from five, two from nine', () => {
    expect([1, 4, 5, 8, 9, 15].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('damerauDistance', () => {
  it('counts a missing, an extra and a wrong letter as one', () => {
    expect(damerauDistance('lapop', 'laptop', 2)).toBe(1);
    expect(damerauDistance('lapttop', 'laptop', 2)).toBe(1);
    expect(damerauDistance('laptip', 'laptop', 2)).toBe(1);
  });

  it('counts two neighbours swapped as one, where Levenshtein counts two', () => {
    expect(damerauDistance('lapotp', 'laptop', 2)).toBe(1);
    expect(damerauDistance('laptpo', 'laptop', 2)).toBe(1);
    expect(damerauDistance('shrit', 'shirt', 2)).toBe(1);
    expect(damerauDistance('cylcing', 'cycling', 2)).toBe(1);
  });

  it('adds typos up, and stops at max + 1', () => {
    expect(damerauDistance('refrigreatro', 'refrigerator', 3)).toBe(2);
    expect(damerauDistance('lapsi', 'laptop', 1)).toBe(2);
    expect(damerauDistance('candy', 'laptop', 2)).toBe(3);
    expect(damerauDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('is zero for the same word and symmetric', () => {
    expect(damerauDistance('shirt', 'shirt', 0)).toBe(0);
    expect(damerauDistance('shirt', 'shrit', 1)).toBe(damerauDistance('shrit', 'shirt', 1));
  });
});
