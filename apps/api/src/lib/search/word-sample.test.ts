import { describe, expect, it } from 'vitest';
import { buildWordSample, parseTsquery, sampleHits, tsvectorWords } from './word-sample.ts';

describe('tsvectorWords', () => {
  it("reads each lexeme of PostgreSQL's text of a tsvector once", () => {
    expect(tsvectorWords("'family':5 'for':3 'small':4,9 'o''brien':1")).toEqual([
      'family',
      'for',
      'small',
      "o'brien",
    ]);
    expect(tsvectorWords('')).toEqual([]);
  });
});

describe('parseTsquery', () => {
  it('reads the terms, prefixes, & before | and parentheses a search plan writes', () => {
    expect(parseTsquery('small:* & family')).toEqual({
      kind: 'and',
      left: { kind: 'term', word: 'small', prefix: true },
      right: { kind: 'term', word: 'family', prefix: false },
    });
    expect(parseTsquery('a | b & c')).toMatchObject({ kind: 'or', right: { kind: 'and' } });
    expect(parseTsquery('((book & shelf) | bookshelf) & (wall:*)')).toMatchObject({ kind: 'and' });
  });

  it('refuses what a plan never writes', () => {
    for (const text of ['!tap', 'leaking <-> tap', '(tap', 'tap)', 'tap &', '', 'tap:A']) {
      expect(parseTsquery(text), text).toBeNull();
    }
  });
});

describe('sampleHits', () => {
  const sample = buildWordSample([
    ['small', 'family', 'clean', 'flat'],
    ['small', 'family', 'move'],
    ['smaller', 'room'],
    ['family', 'car', 'wash'],
    ['book', 'shelf', 'wall'],
    ['bookshelf', 'wall'],
  ]);

  it('counts the sampled documents a tsquery matches', () => {
    expect(sample.size).toBe(6);
    expect(sampleHits(sample, 'family')).toBe(3);
    expect(sampleHits(sample, 'small & family')).toBe(2);
    expect(sampleHits(sample, 'small:*')).toBe(3);
    expect(sampleHits(sample, 'small:* & room')).toBe(1);
    expect(sampleHits(sample, 'small | wash')).toBe(3);
    expect(sampleHits(sample, '((book & shelf) | bookshelf) & wall:*')).toBe(2);
    expect(sampleHits(sample, 'nothing:*')).toBe(0);
    expect(sampleHits(sample, '!family')).toBeNull();
  });

  it('keeps every bit of a sample past 32 documents', () => {
    const many = buildWordSample(
      Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? ['tap', 'fix'] : ['tap'])),
    );
    expect(sampleHits(many, 'tap')).toBe(100);
    expect(sampleHits(many, 'tap & fix')).toBe(34);
  });
});
