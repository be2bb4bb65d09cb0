import { describe, expect, it } from 'vitest';
import { typeAheadRead } from './type-ahead.ts';

describe('typeAheadRead', () => {
  const listed = 100_000;

  it("walks a short prefix whose words together are broad, though the vocabulary's commonest is not", () => {
    // `fl:*`: its commonest word in 300 listings, its words together in 8,000 (the sample's estimate).
    const plan = { tsquery: 'fl:*', leastMatches: 300 };
    expect(typeAheadRead(plan, listed, 3)).toBe('index');
    expect(typeAheadRead(plan, listed, 3, 8_000)).toBe('walk');
  });

  it('reads a rare text through the full-text index, whatever the sample says', () => {
    expect(typeAheadRead({ tsquery: 'zqxv:*', leastMatches: 0 }, listed, 3, 0)).toBe('index');
    expect(typeAheadRead({ tsquery: 'kettle', leastMatches: 40 }, listed, 3, 50)).toBe('index');
  });

  it('keeps the vocabulary when it says more than the sample (a word the sample missed)', () => {
    expect(typeAheadRead({ tsquery: 'flat', leastMatches: 9_000 }, listed, 3, 0)).toBe('walk');
  });

  it('probes the first rows for several words only when nothing tells their breadth', () => {
    const two = { tsquery: 'install:* & wo:*', leastMatches: null };
    expect(typeAheadRead(two, listed, 3)).toBe('probe');
    expect(typeAheadRead(two, listed, 3, 3_900)).toBe('walk');
    expect(typeAheadRead(two, listed, 3, 0)).toBe('index');
    // A list of no known size is neither walked nor probed.
    expect(typeAheadRead(two, 0, 3)).toBe('index');
  });
});
