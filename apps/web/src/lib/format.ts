export { discountPercent, formatCount, formatPrice } from '@bazaar/shared/money';

/*
 * Dates written as `Intl.DateTimeFormat('en-IN')` writes them (in the reader's time zone, as it does;
 * format.test.ts compares the two), without `Intl` (relative times: relative-time.ts): a browser's first
 * `Intl` object loads its locale data in one task of 15–50 ms on a fast machine, four times that on a
 * phone, while the page hydrates (decision 068).
 */

/** en-IN's short month names (CLDR: "Sept", not "Sep"). */
export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

function validDate(value: string | Date): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${String(value)}`);
  return date;
}

/** `21 Nov 2025` */
export function formatDate(value: string | Date): string {
  const date = validDate(value);
  return `${date.getDate()} ${MONTHS_SHORT[date.getMonth()]} ${date.getFullYear()}`;
}

/** `21 Nov 2025, 3:04 pm` */
export function formatDateTime(value: string | Date): string {
  const date = validDate(value);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * Names in alphabetical order, case aside (then as written): a filter's options. Not `localeCompare`,
 * whose first use loads `Intl`'s collation data while the page hydrates (decision 068).
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "entries" → "entry", "addresses" → "address", "orders" → "order": regular English plurals. */
export function singularOf(plural: string): string {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(plural)) return plural.slice(0, -2);
  if (plural.endsWith('s')) return plural.slice(0, -1);
  return plural;
}

/**
 * A price label that wraps only between its parts: "Rs." stays with its amount and "per month" / "a
 * month" stay together (a no-break space in each), so a narrow card never shows "Rs." at a line's end.
 */
export function keepPriceTogether(label: string): string {
  return label
    .replace(/Rs\. (?=\d)/g, 'Rs.\u00a0')
    .replace(/ (per|a) (day|week|month|year)\b/g, ' $1\u00a0$2');
}
