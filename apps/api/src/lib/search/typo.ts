/**
 * How many typos a typed word may carry and still match, as Meilisearch counts them: none under five
 * letters, one from five, two from nine (docs/decisions/014-typo-tolerant-search.md).
 */
export function typoBudget(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** Longest word compared; longer ones are never corrected (no real word is this long). */
export const MAX_COMPARED_LENGTH = 40;

// Three rows of the edit matrix, reused by every call (the API is single-threaded per instance).
let twoBack = new Int32Array(MAX_COMPARED_LENGTH + 2);
let previous = new Int32Array(MAX_COMPARED_LENGTH + 2);
let current = new Int32Array(MAX_COMPARED_LENGTH + 2);

/**
 * The Damerau–Levenshtein distance (optimal string alignment: a missing, extra or wrong letter, or
 * two neighbours swapped, each count one) between `a` and `b`, or `max + 1` as soon as it is known
 * to be more than `max` (or either word is longer than MAX_COMPARED_LENGTH).
 */
export function damerauDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max || n > MAX_COMPARED_LENGTH || m > MAX_COMPARED_LENGTH) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = (previous[j - 1] as number) + (ai === bj ? 0 : 1);
      const deletion = (previous[j] as number) + 1;
      if (deletion < value) value = deletion;
      const insertion = (current[j - 1] as number) + 1;
      if (insertion < value) value = insertion;
      if (j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj) {
        const swap = (twoBack[j - 2] as number) + 1;
        if (swap < value) value = swap;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every later cell is at least the smallest of this row: past `max`, stop.
    if (rowMin > max) return max + 1;
    const spare = twoBack;
    twoBack = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[m] as number;
  return distance <= max ? distance : max + 1;
}
