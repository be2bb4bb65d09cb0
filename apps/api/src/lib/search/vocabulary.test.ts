import { describe, expect, it } from 'vitest';
import { damerauDistance, typoBudget } from './typo.ts';
import {
  buildVocabulary,
  exactRanking,
  findCorrections,
  hasWordWithPrefix,
  planSearch,
  planTypeAhead,
  prefixTerms,
} from './vocabulary.ts';

const vocabulary = buildVocabulary(
  [
    ['laptop', 40],
    ['laptops', 3],
    ['lapsi', 2],
    ['candy', 2],
    ['shirt', 12],
    ['shirts', 4],
    ['skirt', 5],
    ['cooker', 6],
    ['noodles', 9],
    ['cycling', 3],
    ['refrigerator', 7],
    ['tolka', 1],
    ['cotton', 8],
    ['wh1000xm5', 1],
    ['bag', 30],
  ].map(([word, docCount]) => ({ word: word as string, docCount: docCount as number })),
);
const corrected = (typed: string) => findCorrections(vocabulary, typed).map((c) => c.word);

describe('findCorrections', () => {
  it('forgives a missing letter in a word of five or more', () => {
    expect(corrected('lapop')).toEqual(['laptop']);
    expect(corrected('noodls')).toEqual(['noodles']);
  });

  it('forgives a wrong letter', () => {
    expect(corrected('laptip')).toEqual(['laptop']);
    expect(corrected('cootor')).toEqual([]);
  });

  it('forgives an extra letter', () => {
    expect(corrected('cookker')).toEqual(['cooker']);
  });

  it('forgives two letters swapped', () => {
    expect(corrected('lapotp')).toEqual(['laptop']);
    expect(corrected('laptpo')).toEqual(['laptop']);
    expect(corrected('nodoles')).toEqual(['noodles']);
    expect(corrected('cokoer')).toEqual(['cooker']);
    expect(corrected('cylcing')).toEqual(['cycling']);
    expect(corrected('shrit')).toEqual(['shirt']);
  });

  it('forgives two typos from nine letters, and only one below', () => {
    expect(corrected('refrigreatro')).toEqual(['refrigerator']);
    expect(corrected('refirgeratr')).toEqual(['refrigerator']);
    expect(corrected('lpaotp')).toEqual([]);
  });

  it('never corrects a word under five letters', () => {
    expect(corrected('tokla')).toEqual(['tolka']);
    expect(corrected('otlk')).toEqual([]);
    expect(corrected('bga')).toEqual([]);
    expect(corrected('shrt')).toEqual([]);
  });

  it('lists the closest, then the commonest, and leaves out words the typed one begins', () => {
    expect(corrected('shirt')).toEqual(['skirt']);
    expect(corrected('laptop')).toEqual([]);
    expect(findCorrections(vocabulary, 'shirst').map((c) => [c.word, c.distance])).toEqual([
      ['shirt', 1],
      ['shirts', 1],
    ]);
  });

  it('keeps words with digits out of corrections', () => {
    expect(corrected('wh1000xm4')).toEqual([]);
  });
});

describe('hasWordWithPrefix', () => {
  it('finds a word or a word it begins', () => {
    expect(hasWordWithPrefix(vocabulary, 'lapt')).toBe(true);
    expect(hasWordWithPrefix(vocabulary, 'laptop')).toBe(true);
    expect(hasWordWithPrefix(vocabulary, 'lapotp')).toBe(false);
    expect(hasWordWithPrefix(vocabulary, 'zzz')).toBe(false);
  });
});

describe('planSearch', () => {
  it('matches each word as typed or as a correction, and proposes the corrected text', () => {
    expect(planSearch(vocabulary, 'Lapotp  bag')).toEqual({
      exactTsquery: 'lapotp:* & bag:*',
      tsquery: '(lapotp | laptop | laptops) & bag:*',
      hasCorrections: true,
      exactCanMatch: false,
      didYouMean: 'laptop bag',
      leastMatches: null,
      // laptop (40) for the misspelt word; bag, a word too short to correct, counted all the same.
      wordMatches: [40, 30],
      exactWordMatches: [0, 30],
    });
  });

  it('ranks exact words first but proposes nothing when every word is known', () => {
    expect(planSearch(vocabulary, 'shirt')).toEqual({
      exactTsquery: 'shirt:*',
      tsquery: '(shirt | shirts | skirt)',
      hasCorrections: true,
      exactCanMatch: true,
      didYouMean: null,
      leastMatches: 12,
      wordMatches: [12],
      exactWordMatches: [12],
    });
    expect(planSearch(vocabulary, 'cotton bag')).toMatchObject({
      tsquery: 'cotton & bag:*',
      hasCorrections: false,
      didYouMean: null,
    });
  });

  it('bounds a one-word search from below by its commonest term', () => {
    // laptop (40) is in at least 40 documents, whatever its other terms add.
    expect(planSearch(vocabulary, 'lapotp')?.leastMatches).toBe(40);
    expect(planSearch(vocabulary, 'lapt')?.leastMatches).toBe(40);
    // A prefix too short to spell out (the type-ahead's first letters) is bounded by its commonest word.
    expect(planSearch(vocabulary, 'la')?.leastMatches).toBe(40);
    expect(planSearch(vocabulary, 'sh')?.leastMatches).toBe(12);
    expect(planSearch(vocabulary, 'qx')?.leastMatches).toBe(0);
    // A word shorter than the vocabulary's words is counted too: `bag:*` matches every bag.
    expect(planSearch(vocabulary, 'bag')?.leastMatches).toBe(30);
    expect(planSearch(vocabulary, 'ba')?.leastMatches).toBe(30);
    // Words found nowhere, and two words (whose documents may not overlap), give no bound.
    expect(planSearch(vocabulary, 'zzzzzz')?.leastMatches).toBe(0);
    expect(planSearch(vocabulary, 'laptop shirt')?.leastMatches).toBeNull();
  });

  it('spells a prefix out as the indexed words it begins, or keeps the prefix', () => {
    expect(prefixTerms(vocabulary, 'lapt')).toEqual(['lapt', 'laptop', 'laptops']);
    expect(prefixTerms(vocabulary, 'wh10')).toEqual(['wh10', 'wh1000xm5']);
    // Short words are not in the vocabulary: what they begin is unknown.
    expect(prefixTerms(vocabulary, 'bag')).toEqual(['bag:*']);
    const crowded = buildVocabulary(
      [...Array.from({ length: 17 }, (_, i) => `paint${String.fromCharCode(97 + i)}`), 'wi-fi5'].map(
        (word) => ({ word, docCount: 1 }),
      ),
    );
    expect(prefixTerms(crowded, 'paint')).toEqual(['paint:*']);
    expect(prefixTerms(crowded, 'painta')).toEqual(['painta']);
    // A word the tsquery syntax would read apart stays behind its prefix.
    expect(prefixTerms(crowded, 'wi-f')).toEqual(['wi-f:*']);
  });

  it('ranks by the words as typed only where that can change the order', () => {
    // "shirt" also matches "skirt": shirts first.
    expect(exactRanking(planSearch(vocabulary, 'shirt'))).toBe('shirt:*');
    // Only exact words can match: nothing to rank, unless a named category brings other matches.
    expect(exactRanking(planSearch(vocabulary, 'cotton bag'))).toBeNull();
    expect(exactRanking(planSearch(vocabulary, 'cotton bag'), true)).toBe('cotton:* & bag:*');
    // "lapotp" begins no indexed word: "lapotp bag" as typed matches nothing, so every match is a correction.
    expect(exactRanking(planSearch(vocabulary, 'lapotp bag'))).toBeNull();
    expect(exactRanking(planSearch(vocabulary, 'lapotp bag'), true)).toBeNull();
    // A prefix of an indexed word, and a word too short for the vocabulary, may match as typed.
    expect(planSearch(vocabulary, 'shirt lap')?.exactCanMatch).toBe(true);
    expect(planSearch(vocabulary, 'wh10 bag')?.exactCanMatch).toBe(true);
    expect(exactRanking(null)).toBeNull();
  });

  it('is null for text with no letters or digits', () => {
    expect(planSearch(vocabulary, ' -- ')).toBeNull();
  });
});

describe('findCorrections against a plain scan', () => {
  it('finds every word within the budget that comparing each word would find', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const letters = 'abcdeilnorst';
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const words = [...new Set(Array.from({ length: 3000 }, () => word(4 + Math.floor(random() * 8))))];
    const big = buildVocabulary(words.map((w) => ({ word: w, docCount: 1 })));
    for (let i = 0; i < 300; i++) {
      const source = words[Math.floor(random() * words.length)] as string;
      // One or two random edits of a vocabulary word: a swap, a deletion, a substitution, an insertion.
      let typed = source;
      for (let edits = 1 + Math.floor(random() * 2); edits > 0; edits--) {
        const at = Math.floor(random() * (typed.length - 1));
        const kind = Math.floor(random() * 4);
        const letter = letters[Math.floor(random() * letters.length)] as string;
        if (kind === 0) typed = typed.slice(0, at) + typed[at + 1] + typed[at] + typed.slice(at + 2);
        else if (kind === 1) typed = typed.slice(0, at) + typed.slice(at + 1);
        else if (kind === 2) typed = typed.slice(0, at) + letter + typed.slice(at + 1);
        else typed = typed.slice(0, at) + letter + typed.slice(at);
      }
      const budget = typoBudget(typed.length);
      const expected = words
        .filter((w) => !w.startsWith(typed) && damerauDistance(typed, w, budget) <= budget)
        .sort();
      const found = findCorrections(big, typed, Number.POSITIVE_INFINITY).map((c) => c.word);
      expect({ typed, found: found.sort() }).toEqual({ typed, found: expected });
    }
  });
});

describe('words written together or apart', () => {
  const shelves = buildVocabulary(
    [
      ['wall', 3],
      ['book', 5],
      ['shelf', 4],
      ['shelves', 1],
      ['shelfs', 1],
      ['bookshelf', 2],
      ['carpet', 2],
      ['notebook', 1],
    ].map(([word, docCount]) => ({ word: word as string, docCount: docCount as number })),
  );

  it('reads one typed word as two indexed words: bookshelf also matches book and shelf', () => {
    const plan = planSearch(shelves, 'bookshelf');
    expect(plan?.tsquery).toBe('(bookshelf | (book & (shelf | shelfs)))');
    expect(plan?.didYouMean).toBeNull();
    expect(planSearch(shelves, 'wallshelf')?.tsquery).toBe('(wallshelf | (wall & (shelf | shelfs)))');
  });

  it('reads two typed words as the one indexed word they make: book shelf also matches bookshelf', () => {
    const plan = planSearch(shelves, 'book shelf');
    expect(plan?.tsquery).toBe('(((book | bookshelf) & (shelf | shelfs)) | bookshelf)');
    expect(plan?.exactTsquery).toBe('book:* & shelf:*');
    expect(exactRanking(plan)).toBe('book:* & shelf:*');
  });

  it('cuts a word only into indexed words of four letters or more', () => {
    expect(planSearch(shelves, 'carpet')?.tsquery).toBe('carpet');
    expect(planSearch(shelves, 'notebook')?.tsquery).toBe('notebook');
  });

  it('proposes no correction for a word it reads as two', () => {
    expect(planSearch(shelves, 'wallbook')?.didYouMean).toBeNull();
  });
});

describe('planTypeAhead', () => {
  it('reads every word typed as a prefix, corrects none, and bounds a one-word text from below', () => {
    // Spelled out as the indexed words it begins; the commonest of them bounds the matches.
    expect(planTypeAhead(vocabulary, 'lapt')).toEqual({
      tsquery: '(lapt | laptop | laptops)',
      leastMatches: 40,
    });
    // Short, or beginning nothing the vocabulary holds (a word written since): left a prefix.
    expect(planTypeAhead(vocabulary, 'co')).toEqual({ tsquery: 'co:*', leastMatches: 8 });
    expect(planTypeAhead(vocabulary, 'zqxvw')).toEqual({ tsquery: 'zqxvw:*', leastMatches: 0 });
    // An indexed word that begins no other is matched as itself.
    expect(planTypeAhead(vocabulary, 'tolka')?.tsquery).toBe('tolka');
    // A typo is not forgiven (the search page does that), and more words have no lower bound.
    expect(planTypeAhead(vocabulary, 'laptpo')?.tsquery).toBe('laptpo:*');
    expect(planTypeAhead(vocabulary, 'cotton sh')).toEqual({
      tsquery: 'cotton & sh:*',
      leastMatches: null,
    });
    expect(planTypeAhead(vocabulary, ' -- ')).toBeNull();
  });
});
