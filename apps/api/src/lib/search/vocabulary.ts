import { damerauDistance, typoBudget } from './typo.ts';

/** Words shorter than this are never corrected to, nor corrected (typoBudget gives them none). */
export const MIN_WORD_LENGTH = 4;
/** The most corrections one typed word brings into the query (closest and commonest first). */
const MAX_CORRECTIONS = 5;
/** The most words of a query that are matched (the rest are ignored, as before). */
const MAX_QUERY_WORDS = 8;
/**
 * The most indexed words one prefix is spelled out into. A prefix (`clean:*`) costs the full-text
 * index a walk over every entry it covers, at planning and again at execution; the same words as
 * exact terms (`clean | cleaned | cleaning`) are a few direct look-ups, about three times faster on
 * the 100,000-task bench. A prefix covering more words than this stays a prefix.
 */
const MAX_PREFIX_WORDS = 16;
/**
 * How long an instance keeps a section's vocabulary. Writes through the instance that change words
 * clear it at once; other instances learn a new word within this time (its rows match at once by
 * their exact words, only corrections to it wait). Long enough that reloading costs nothing.
 */
export const SEARCH_VOCABULARY_TTL_MS = 30_000;

type VocabularyWord = { word: string; count: number; letters: number };

/**
 * The letters of a word as a 32-bit set (a–z each its own bit, other letters folded onto them). Each
 * typo takes at most one letter out of a word and brings at most one in, and a swap neither, so two
 * words within k typos differ by at most k letters each way: most words fail this before any matrix.
 */
function letterSet(word: string): number {
  let set = 0;
  for (let i = 0; i < word.length; i++) set |= 1 << (word.charCodeAt(i) & 31);
  return set;
}

function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * A section's searchable words in memory, built from `search_vocabulary`: sorted (for prefix
 * look-ups) and bucketed by length (a typed word is compared only with words its typo budget can
 * reach).
 */
export type Vocabulary = {
  /** Letters-only words, sorted: what corrections and "did you mean" know. */
  sorted: string[];
  /** Every indexed word of MIN_WORD_LENGTH or more (digits and signs included), sorted: for prefixes. */
  all: string[];
  byLength: Map<number, VocabularyWord[]>;
  counts: Map<string, number>;
  /**
   * How many documents hold each indexed word shorter than MIN_WORD_LENGTH (`in`, `the`): never
   * corrected nor spelled out, only counted, so that a search of such words knows how broad it is.
   */
  shortCounts: Map<string, number>;
  /** Those shorter words, sorted: for the short words a prefix begins (`an:*` → `and`). */
  shortSorted: string[];
};

/** Builds the in-memory vocabulary; words with digits or other signs are kept out of corrections. */
export function buildVocabulary(rows: { word: string; docCount: number }[]): Vocabulary {
  const byLength = new Map<number, VocabularyWord[]>();
  const counts = new Map<string, number>();
  const all: string[] = [];
  const shortCounts = new Map<string, number>();
  for (const row of rows) {
    if (row.docCount <= 0) continue;
    if (row.word.length < MIN_WORD_LENGTH) {
      shortCounts.set(row.word, row.docCount);
      continue;
    }
    all.push(row.word);
    if (!LETTERS_ONLY.test(row.word)) continue;
    counts.set(row.word, row.docCount);
    let bucket = byLength.get(row.word.length);
    if (!bucket) {
      bucket = [];
      byLength.set(row.word.length, bucket);
    }
    bucket.push({ word: row.word, count: row.docCount, letters: letterSet(row.word) });
  }
  const sorted = [...counts.keys()].sort();
  return {
    sorted,
    all: all.sort(),
    byLength,
    counts,
    shortCounts,
    shortSorted: [...shortCounts.keys()].sort(),
  };
}

/** Where `word` is, or would be, in the sorted list. */
export function firstAtOrAfter(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether a word of the sorted list is `word` or starts with it. */
function hasPrefixIn(sorted: string[], word: string): boolean {
  const at = firstAtOrAfter(sorted, word);
  return at < sorted.length && (sorted[at] as string).startsWith(word);
}

/** Whether some word of the vocabulary is `word` or starts with it. */
export function hasWordWithPrefix(vocabulary: Vocabulary, word: string): boolean {
  return hasPrefixIn(vocabulary.sorted, word);
}

const TSQUERY_SAFE = /^[\p{L}\p{N}]+$/u;

/**
 * The tsquery terms that match `word` as a prefix: the word itself and every indexed word it begins,
 * as exact terms, when the vocabulary knows them all (MAX_PREFIX_WORDS at most, each made of letters
 * and digits only); else the prefix itself (`word:*`). The word as typed is always a term, so a word
 * another instance indexed after this one read its vocabulary still matches when typed in full.
 */
export function prefixTerms(vocabulary: Vocabulary, word: string): string[] {
  if (word.length < MIN_WORD_LENGTH) return [`${word}:*`];
  const { all } = vocabulary;
  const terms = new Set([word]);
  for (let i = firstAtOrAfter(all, word); i < all.length; i++) {
    const known = all[i] as string;
    if (!known.startsWith(word)) break;
    if (terms.size > MAX_PREFIX_WORDS || !TSQUERY_SAFE.test(known)) return [`${word}:*`];
    terms.add(known);
  }
  return [...terms];
}

export type Correction = { word: string; distance: number; count: number };

/**
 * Words of the vocabulary within the typed word's typo budget (Damerau distance), closest first and
 * then the commonest; words the typed word is a prefix of are left out (a prefix match finds them).
 */
export function findCorrections(
  vocabulary: Vocabulary,
  typed: string,
  limit = MAX_CORRECTIONS,
): Correction[] {
  const budget = LETTERS_ONLY.test(typed) ? typoBudget(typed.length) : 0;
  if (budget === 0) return [];
  const letters = letterSet(typed);
  const found: Correction[] = [];
  for (let length = typed.length - budget; length <= typed.length + budget; length++) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      if (
        bitCount(letters & ~candidate.letters) > budget ||
        bitCount(candidate.letters & ~letters) > budget ||
        candidate.word.startsWith(typed)
      ) {
        continue;
      }
      const distance = damerauDistance(typed, candidate.word, budget);
      if (distance <= budget) found.push({ word: candidate.word, distance, count: candidate.count });
    }
  }
  found.sort((x, y) => x.distance - y.distance || y.count - x.count || (x.word < y.word ? -1 : 1));
  return found.slice(0, limit);
}

/** The words of a search text as the full-text index splits them: lower-case letters and digits. */
export function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS);
}

/** How a search text matches, for any section's full-text vector ('simple' configuration). */
export type SearchPlan = {
  /** Every word as typed, as a prefix: what ranks first. */
  exactTsquery: string;
  /**
   * Every word as typed or as one of its corrections, each as a prefix: what matches. A prefix is
   * spelled out as the indexed words it begins where the vocabulary knows them (prefixTerms).
   */
  tsquery: string;
  /**
   * Whether any word brought corrections or another reading (two words written together or apart), so
   * exact matches must be ranked first.
   */
  hasCorrections: boolean;
  /**
   * Whether `exactTsquery` can match at all: every word as typed is an indexed word or begins one (or
   * is one the vocabulary does not hold: shorter than MIN_WORD_LENGTH). When it cannot, ranking by it
   * orders nothing and only costs reading every match's words (decision 014).
   */
  exactCanMatch: boolean;
  /** The text with each word found nowhere replaced by its best correction; null when none was. */
  didYouMean: string | null;
  /**
   * For a one-word search, how many documents at least match it: the most any of its terms is in (the
   * vocabulary's counts). Null for more words, whose matches no count bounds from below.
   */
  leastMatches: number | null;
  /**
   * Each typed word's least matches (the most any of its terms is in), in the order typed: what
   * estimatedMatches (lib/list-query.ts) makes a guess of a search's breadth from.
   */
  wordMatches: number[];
  /** Each typed word's least matches as typed (a prefix, `exactTsquery`'s terms), in the order typed. */
  exactWordMatches: number[];
};

/** Whether `word` is itself an indexed word (of MIN_WORD_LENGTH or more). */
function isIndexed(vocabulary: Vocabulary, word: string): boolean {
  return vocabulary.all[firstAtOrAfter(vocabulary.all, word)] === word;
}

/** The most ways one typed word is read as two (`bookshelf` → `book shelf`). */
const MAX_SPLITS = 2;

/**
 * A typed word read as two indexed words written together, as tsquery alternatives: `bookshelf` →
 * `(book & shelf)`. The first part must be an indexed word, the second one or the start of one (it may
 * still be being typed); both of MIN_WORD_LENGTH or more, the vocabulary's shortest, so a word is never
 * cut into short words that are everywhere (`carpet` is not `car pet`).
 */
export function splitTerms(vocabulary: Vocabulary, word: string): string[] {
  if (!TSQUERY_SAFE.test(word)) return [];
  const found: string[] = [];
  for (let cut = word.length - MIN_WORD_LENGTH; cut >= MIN_WORD_LENGTH && found.length < MAX_SPLITS; cut--) {
    const left = word.slice(0, cut);
    const right = word.slice(cut);
    if (!isIndexed(vocabulary, left) || !hasPrefixIn(vocabulary.all, right)) continue;
    const rights = prefixTerms(vocabulary, right);
    found.push(`(${left} & ${rights.length > 1 ? `(${rights.join(' | ')})` : rights[0]})`);
  }
  return found;
}

/**
 * Two typed words that are one indexed word written apart, as tsquery alternatives: `book shelf` →
 * `bookshelf` (or the indexed words it begins); none when the vocabulary holds no such word.
 */
export function joinTerms(vocabulary: Vocabulary, first: string, second: string): string[] {
  const joined = first + second;
  if (!TSQUERY_SAFE.test(joined) || !hasPrefixIn(vocabulary.all, joined)) return [];
  return prefixTerms(vocabulary, joined);
}

/**
 * How many documents at least a tsquery term matches: an exact term's count, or for a prefix left as
 * a prefix (`wo:*`: shorter than MIN_WORD_LENGTH, or beginning too many words) the count of the
 * commonest indexed word it begins (short words counted too), each of whose documents it matches.
 */
function leastMatchesOf(vocabulary: Vocabulary, term: string): number {
  if (!term.endsWith(':*')) return vocabulary.counts.get(term) ?? vocabulary.shortCounts.get(term) ?? 0;
  const prefix = term.slice(0, -2);
  const { sorted, counts } = vocabulary;
  let most = 0;
  // A short prefix (`an:*`) matches the documents of each short word it begins (`an`, `and`, `any`).
  const { shortSorted, shortCounts } = vocabulary;
  for (let i = firstAtOrAfter(shortSorted, prefix); i < shortSorted.length; i++) {
    const known = shortSorted[i] as string;
    if (!known.startsWith(prefix)) break;
    most = Math.max(most, shortCounts.get(known) ?? 0);
  }
  for (let i = firstAtOrAfter(sorted, prefix); i < sorted.length; i++) {
    const known = sorted[i] as string;
    if (!known.startsWith(prefix)) break;
    most = Math.max(most, counts.get(known) ?? 0);
  }
  return most;
}

const anyOf = (terms: string[]) => (terms.length > 1 ? `(${terms.join(' | ')})` : (terms[0] as string));

/**
 * Plans a search: each word matches as typed (a prefix), as any correction within its typo budget, or
 * as two indexed words written together (`bookshelf` finds "Book Shelf"); two neighbouring words also
 * match as the one indexed word they make written together (`book shelf` finds "Bookshelf"); all
 * words must match. Null when the text has no letters or digits.
 */
export function planSearch(vocabulary: Vocabulary, text: string): SearchPlan | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  let hasCorrections = false;
  let isCorrected = false;
  let exactCanMatch = true;
  const wordMatches: number[] = [];
  const exactWordMatches: number[] = [];
  const groups: string[] = [];
  const suggested: string[] = [];
  for (const word of words) {
    const corrections = findCorrections(vocabulary, word);
    const alternatives = [
      ...new Set([word, ...corrections.map((c) => c.word)].flatMap((w) => prefixTerms(vocabulary, w))),
    ];
    wordMatches.push(Math.max(0, ...alternatives.map((term) => leastMatchesOf(vocabulary, term))));
    exactWordMatches.push(leastMatchesOf(vocabulary, `${word}:*`));
    const splits = splitTerms(vocabulary, word);
    groups.push(anyOf([...alternatives, ...splits]));
    if (corrections.length > 0 || splits.length > 0) hasCorrections = true;
    const isKnown = word.length < MIN_WORD_LENGTH || hasPrefixIn(vocabulary.all, word);
    if (!isKnown) exactCanMatch = false;
    const best = corrections[0];
    // A word read as two known words is not misspelt: the search finds them, nothing to propose.
    if (best && splits.length === 0 && !hasWordWithPrefix(vocabulary, word)) {
      suggested.push(best.word);
      isCorrected = true;
    } else {
      suggested.push(word);
    }
  }
  // Neighbours that are one word written apart match as either (`(book & shelf) | bookshelf`).
  const joinedGroups: string[] = [];
  const joinedSuggestion: string[] = [];
  for (let i = 0; i < groups.length; i++) {
    const next = words[i + 1];
    const joined = next === undefined ? [] : joinTerms(vocabulary, words[i] as string, next);
    if (joined.length === 0) {
      joinedGroups.push(groups[i] as string);
      joinedSuggestion.push(suggested[i] as string);
      continue;
    }
    joinedGroups.push(`((${groups[i]} & ${groups[i + 1]}) | ${anyOf(joined)})`);
    joinedSuggestion.push(words[i] as string, next as string);
    hasCorrections = true;
    i++;
  }
  isCorrected = isCorrected && joinedSuggestion.some((w, i) => w !== words[i]);
  return {
    exactTsquery: words.map((w) => `${w}:*`).join(' & '),
    tsquery: joinedGroups.join(' & '),
    hasCorrections,
    exactCanMatch,
    didYouMean: isCorrected ? joinedSuggestion.join(' ') : null,
    leastMatches: words.length === 1 ? (wordMatches[0] as number) : null,
    wordMatches,
    exactWordMatches,
  };
}

/**
 * The tsquery a search's matches are ranked by (exact words first), or null when ranking cannot
 * change the order: nothing but exact words can match (no corrections, no named category), or the
 * words as typed match nothing (`exactCanMatch`), where ranking would only cost reading every match.
 */
export function exactRanking(plan: SearchPlan | null, namesCategory = false): string | null {
  if (!plan?.exactCanMatch) return null;
  return plan.hasCorrections || namesCategory ? plan.exactTsquery : null;
}

/** How the header's type-ahead matches a text: its words as typed, each a prefix (typeAheadPlan). */
export type TypeAheadPlan = {
  /** Every word as typed, as a prefix (spelled out as the indexed words it begins where it can). */
  tsquery: string;
  /** A one-word text's least matches, as in SearchPlan; null for more words. */
  leastMatches: number | null;
};

/**
 * Plans the type-ahead's read: the words being typed, each as a prefix, all of them required. No typo
 * corrections and no words read joined or split: the type-ahead proposes what the letters typed so far
 * begin, and the search page is where a misspelt text is forgiven and corrected. Null when the text has
 * no letters or digits.
 */
export function planTypeAhead(vocabulary: Vocabulary, text: string): TypeAheadPlan | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  // A word the vocabulary does not hold nor begin (written since it was read) stays a prefix.
  const groups = words.map((word) => {
    const terms = prefixTerms(vocabulary, word);
    return terms.length === 1 && terms[0] === word && !isIndexed(vocabulary, word) ? [`${word}:*`] : terms;
  });
  const first = groups[0] as string[];
  return {
    tsquery: groups.map(anyOf).join(' & '),
    leastMatches:
      words.length === 1 ? Math.max(0, ...first.map((term) => leastMatchesOf(vocabulary, term))) : null,
  };
}
