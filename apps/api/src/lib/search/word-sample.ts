import { firstAtOrAfter } from './vocabulary.ts';

// A sample of a listing's documents (their indexed words), kept beside the vocabulary: how many of them
// a search's tsquery matches tells how broad the search is when its words go together more often than
// chance would have them (decision 058). The vocabulary counts each word alone; "small family" is two
// words in 6% of the tasks each, and in the same 6% together, where chance guessed 0.4%.

/** The words of `size` sampled documents: for each word, the documents (0 … size - 1) holding it. */
export type WordSample = {
  size: number;
  /** Each word's documents, ascending. */
  postings: Map<string, Uint16Array>;
  /** The words, sorted, for the prefixes (`small:*`). */
  sorted: string[];
};

/** How many documents a sample holds at most (postings are 16-bit document numbers). */
export const MAX_SAMPLE_SIZE = 4_000;

/** A tsvector's words as PostgreSQL prints it (`'family':5 'small':4,9`): each lexeme once. */
export function tsvectorWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(/'((?:[^']|'')*)'/g))
    words.push((match[1] as string).replaceAll("''", "'"));
  return words;
}

/** The sample of these documents (each one's words), the first MAX_SAMPLE_SIZE of them. */
export function buildWordSample(documents: readonly (readonly string[])[]): WordSample {
  const size = Math.min(documents.length, MAX_SAMPLE_SIZE);
  const lists = new Map<string, number[]>();
  for (let doc = 0; doc < size; doc++) {
    for (const word of new Set(documents[doc])) {
      const list = lists.get(word);
      if (list) list.push(doc);
      else lists.set(word, [doc]);
    }
  }
  const postings = new Map<string, Uint16Array>();
  for (const [word, list] of lists) postings.set(word, Uint16Array.from(list));
  return { size, postings, sorted: [...postings.keys()].sort() };
}

type Node = { kind: 'term'; word: string; prefix: boolean } | { kind: 'and' | 'or'; left: Node; right: Node };

/**
 * The tsquery texts a search plan writes (vocabulary.ts): terms (`word`, `word:*`), `&`, `|` and
 * parentheses, `&` binding closer than `|`. Null for anything else (a `!`, a phrase, a weight).
 */
export function parseTsquery(text: string): Node | null {
  const tokens = text.match(/\(|\)|&|\||[^\s()&|]+/g) ?? [];
  let at = 0;
  const term = (): Node | null => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = anyOf();
      return tokens[at++] === ')' ? inner : null;
    }
    if (token === undefined || !/^[\p{L}\p{N}'-]+(:\*)?$/u.test(token)) return null;
    const prefix = token.endsWith(':*');
    return { kind: 'term', word: prefix ? token.slice(0, -2) : token, prefix };
  };
  // Operands joined by one operator, left to right: `&` over terms, `|` over those.
  const joined = (operator: '&' | '|', kind: 'and' | 'or', operand: () => Node | null) => (): Node | null => {
    let left = operand();
    while (left && tokens[at] === operator) {
      at++;
      const right = operand();
      left = right ? { kind, left, right } : null;
    }
    return left;
  };
  const allOf = joined('&', 'and', term);
  const anyOf = joined('|', 'or', allOf);
  const root = anyOf();
  return root && at === tokens.length ? root : null;
}

/** The documents a node matches, one bit each. */
function matching(sample: WordSample, node: Node): Uint32Array {
  const bits = new Uint32Array(Math.ceil(sample.size / 32));
  if (node.kind === 'term') {
    const mark = (docs: Uint16Array | undefined) => {
      if (docs) for (const doc of docs) bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
    };
    if (!node.prefix) {
      mark(sample.postings.get(node.word));
      return bits;
    }
    for (let i = firstAtOrAfter(sample.sorted, node.word); i < sample.sorted.length; i++) {
      const word = sample.sorted[i] as string;
      if (!word.startsWith(node.word)) break;
      mark(sample.postings.get(word));
    }
    return bits;
  }
  const left = matching(sample, node.left);
  const right = matching(sample, node.right);
  for (let i = 0; i < bits.length; i++) {
    bits[i] =
      node.kind === 'and'
        ? (left[i] as number) & (right[i] as number)
        : (left[i] as number) | (right[i] as number);
  }
  return bits;
}

function countBits(bits: Uint32Array): number {
  let total = 0;
  for (let word of bits) {
    while (word !== 0) {
      word &= word - 1;
      total++;
    }
  }
  return total;
}

/** How many of the sample's documents `tsquery` matches; null when the text is not one a plan writes. */
export function sampleHits(sample: WordSample, tsquery: string): number | null {
  const node = parseTsquery(tsquery);
  return node ? countBits(matching(sample, node)) : null;
}
