import { describe, expect, it } from 'vitest';
import { compareNames, formatDate, formatDateTime, keepPriceTogether } from './format';

describe('keepPriceTogether', () => {
  it('binds "Rs." to its amount and the period to its word, and leaves the other spaces', () => {
    expect(keepPriceTogether('Rs. 70,000 – Rs. 1,10,000 a month')).toBe(
      'Rs.\u00a070,000 – Rs.\u00a01,10,000 a\u00a0month',
    );
    expect(keepPriceTogether('Rs. 12,500 per month')).toBe('Rs.\u00a012,500 per\u00a0month');
    expect(keepPriceTogether('Negotiable')).toBe('Negotiable');
  });
});

/** What the functions stand in for (decision 068): they must write the same strings. */
const intlDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const intlDateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

describe('formatDate and formatDateTime', () => {
  it('write what Intl en-IN writes, every month, every hour', () => {
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const date = new Date(2026, month, 1 + ((month * 7 + hour) % 28), hour, (hour * 7) % 60);
        expect(formatDate(date)).toBe(intlDate.format(date));
        expect(formatDateTime(date)).toBe(intlDateTime.format(date));
        expect(formatDate(date.toISOString())).toBe(intlDate.format(date));
      }
    }
    expect(formatDateTime(new Date(2025, 10, 21, 15, 4))).toBe('21 Nov 2025, 3:04 pm');
    expect(formatDate(new Date(2026, 8, 6))).toBe('6 Sept 2026');
  });

  it('throw on a date that is not one, as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('compareNames', () => {
  it('orders names alphabetically, case aside', () => {
    expect(['banana Store', 'Apple', 'apple', 'Cherry'].sort(compareNames)).toEqual([
      'Apple',
      'apple',
      'banana Store',
      'Cherry',
    ]);
  });
});
