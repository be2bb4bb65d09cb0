import { formatCount, singularOf } from '@/lib/format';

/** The footer under a table: "Showing 1–20 of 134 orders", "Showing 1–1 of 1 order". */
export function describeRange(
  range: { from: number; to: number; total: number },
  itemsLabel?: string,
): string {
  const noun = itemsLabel && range.total === 1 ? singularOf(itemsLabel) : itemsLabel;
  return `Showing ${range.from}–${range.to} of ${formatCount(range.total)}${noun ? ` ${noun}` : ''}`;
}
