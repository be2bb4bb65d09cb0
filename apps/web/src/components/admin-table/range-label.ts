/** "entries" → "entry", "addresses" → "address", "orders" → "order": the table labels are regular plurals. */
export function singularOf(plural: string): string {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(plural)) return plural.slice(0, -2);
  if (plural.endsWith('s')) return plural.slice(0, -1);
  return plural;
}

/** The footer under a table: "Showing 1–20 of 134 orders", "Showing 1–1 of 1 order". */
export function describeRange(
  range: { from: number; to: number; total: number },
  itemsLabel?: string,
): string {
  const noun = itemsLabel && range.total === 1 ? singularOf(itemsLabel) : itemsLabel;
  return `Showing ${range.from}–${range.to} of ${range.total.toLocaleString('en-IN')}${noun ? ` ${noun}` : ''}`;
}
