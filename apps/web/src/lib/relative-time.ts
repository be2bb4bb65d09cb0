/*
 * `5 minutes ago`, `yesterday`: what `Intl.RelativeTimeFormat('en', { numeric: 'auto' })` writes
 * (relative-time.test.ts compares the two), without `Intl` (decision 068). A module of its own: the
 * public pages' first load has no use for it (the bell, messages, offers and the back office do).
 */

type TUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/** The units a time is told in, largest first, and their length in seconds (a month is 30 days). */
export const RELATIVE_STEPS: ReadonlyArray<[TUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** `3 days ago`, `in 2 weeks`, `yesterday`, `last month` (`numeric: 'auto'`): n whole units from now (n ≠ 0). */
function relative(n: number, unit: TUnit): string {
  if ((n === -1 || n === 1) && unit !== 'hour' && unit !== 'minute') {
    if (unit === 'day') return n < 0 ? 'yesterday' : 'tomorrow';
    return `${n < 0 ? 'last' : 'next'} ${unit}`;
  }
  const count = Math.abs(n);
  // `en` groups by thousands (`1,500 days ago`), not the Indian way.
  const words = `${String(count).replace(/\B(?=(\d{3})+$)/g, ',')} ${unit}${count === 1 ? '' : 's'}`;
  return n < 0 ? `${words} ago` : `in ${words}`;
}

/** `just now`, `5 minutes ago`, `yesterday`, `3 weeks ago`. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  for (const [unit, size] of RELATIVE_STEPS) {
    if (abs >= size) return relative(Math.round(seconds / size), unit);
  }
  return relative(Math.round(seconds / 60), 'minute');
}
