export { discountPercent, formatPrice } from '@bazaar/shared/money';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** `21 Nov 2025` */
export function formatDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

/** `21 Nov 2025, 3:04 pm` */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(new Date(value));
}

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** `just now`, `5 minutes ago`, `yesterday`, `3 weeks ago`. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (abs >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60), 'minute');
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
