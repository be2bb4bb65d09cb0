import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice } from './money.ts';

describe('formatPrice', () => {
  it('formats paisa as rupees with Indian digit grouping', () => {
    expect(formatPrice(0)).toBe('Rs. 0');
    expect(formatPrice(100)).toBe('Rs. 1');
    expect(formatPrice(99_900)).toBe('Rs. 999');
    expect(formatPrice(100_000)).toBe('Rs. 1,000');
    expect(formatPrice(12_345_600)).toBe('Rs. 1,23,456');
    expect(formatPrice(1_000_000_000)).toBe('Rs. 1,00,00,000');
  });

  it('shows paisa only when there are some', () => {
    expect(formatPrice(99)).toBe('Rs. 0.99');
    expect(formatPrice(12_345_699)).toBe('Rs. 1,23,456.99');
    expect(formatPrice(12_345_650)).toBe('Rs. 1,23,456.50');
    expect(formatPrice(1_050)).toBe('Rs. 10.50');
  });
});

describe('discountPercent', () => {
  it('rounds the discount down', () => {
    expect(discountPercent(6_667, 10_000)).toBe(33);
    expect(discountPercent(50_000, 100_000)).toBe(50);
    expect(discountPercent(99_900, 100_000)).toBe(0);
    expect(discountPercent(1, 100_000)).toBe(99);
  });

  it('is 0 without a higher original price', () => {
    expect(discountPercent(10_000, null)).toBe(0);
    expect(discountPercent(10_000, undefined)).toBe(0);
    expect(discountPercent(10_000, 0)).toBe(0);
    expect(discountPercent(10_000, 10_000)).toBe(0);
    expect(discountPercent(10_000, 9_000)).toBe(0);
  });
});
