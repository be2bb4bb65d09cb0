/**
 * How many typos a typed word may carry and still match, as Meilisearch counts them: none under five
 * letters, one from five, two from nine (docs/decisions/014-typo-tolerant-search.md).
 */
export function typoBudget(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * The Damerau–Levenshtein distance (optimal string alignment: a missing, extra or wrong letter, or
 * two neighbours swapped, each count one) between `a` and `b`, or `max + 1` as soon as it is known
 * to be more than `max`. Bounded so a vocabulary of thousands of words is scanned in a millisecond.
 */
export function damerauDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m) <= max ? Math.max(n, m) : max + 1;
  // Three rows of the edit matrix: two back (for swaps), the previous one and the current one.
  let twoBack = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (twoBack[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every later cell is at least the smallest of this row: past `max`, stop.
    if (rowMin > max) return max + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  const distance = previous[m] as number;
  return distance <= max ? distance : max + 1;
}
