/** RFC 4180 CSV for the admin tables' export: pure, so it is unit-tested without a browser. */

export type TCsvValue = string | number | boolean | null | undefined;

/** Excel reads a file as UTF-8 only when it starts with this byte order mark. */
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
/** Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One cell: quoted when it holds a comma, quote or line break; quotes doubled; formulas defused. */
export function csvCell(value: TCsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, a header line, one line per row, CRLF line endings (RFC 4180). */
export function buildCsv(headers: readonly string[], rows: readonly (readonly TCsvValue[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** `vendors` → `vendors-2026-11-21.csv` (the date the file was made, local time). */
export function csvFileName(base: string, now: Date = new Date()): string {
  const date = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  const safe = base.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-') || 'export';
  return `${safe}-${date}.csv`;
}
