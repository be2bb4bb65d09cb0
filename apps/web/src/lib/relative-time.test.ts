import { describe, expect, it } from 'vitest';
import { formatRelativeTime, RELATIVE_STEPS } from './relative-time';

const intlRelative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

describe('formatRelativeTime', () => {
  const now = new Date(2026, 11, 6, 12, 0, 0);
  /** Intl's phrase for an offset, by the same steps: the words are what is compared. */
  function expected(seconds: number): string {
    if (Math.abs(seconds) < 45) return 'just now';
    for (const [unit, size] of RELATIVE_STEPS) {
      if (Math.abs(seconds) >= size) return intlRelative.format(Math.round(seconds / size), unit);
    }
    return intlRelative.format(Math.round(seconds / 60), 'minute');
  }

  it('writes what Intl writes, back and forward, for every step', () => {
    const offsets = [0, 44, 45, 59, 60, 89, 90, 3599, 3600, 5400, 7200, 86_399, 86_400, 129_600, 172_800];
    for (const [, size] of RELATIVE_STEPS)
      for (const k of [1, 1.4, 1.5, 2, 3, 6.5, 11, 40]) offsets.push(Math.round(size * k));
    offsets.push(365 * 24 * 3600 * 1500);
    for (const offset of offsets) {
      for (const seconds of [offset, -offset]) {
        const value = new Date(now.getTime() + seconds * 1000);
        expect(formatRelativeTime(value, now)).toBe(expected(seconds));
      }
    }
    expect(formatRelativeTime(new Date(now.getTime() - 86_400_000), now)).toBe('yesterday');
    expect(formatRelativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 minutes ago');
  });
});
