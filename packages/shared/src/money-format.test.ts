import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatPrice } from './money.ts';

/** What `Intl` writes for the same numbers: the strings these functions stand in for. */
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const twoDigits = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Numbers of every length up to 16 digits, with their neighbours, and a spread of random ones. */
function samples(): number[] {
  const out = [0, 1, 7, 10, 99, 100, 101, 999, 1_000];
  for (let p = 1, digits = 1; digits <= 15; digits++, p *= 10) out.push(p - 1, p, p + 1, 5 * p, 9 * p + 7);
  let seed = 7;
  for (let i = 0; i < 500; i++) {
    seed = (seed * 48_271) % 2_147_483_647;
    out.push(seed % 10 ** (1 + (i % 12)));
  }
  return out;
}

describe('formatCount', () => {
  it('groups the Indian way', () => {
    expect(formatCount(1)).toBe('1');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(1234567890)).toBe('1,23,45,67,890');
    expect(formatCount(-1500)).toBe('-1,500');
    expect(formatCount(-0)).toBe('0');
  });

  it('writes what Intl en-IN writes, for counts of every length and sign', () => {
    for (const n of samples()) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
      expect(formatCount(-n)).toBe((-n).toLocaleString('en-IN').replace(/^-0$/, '0'));
    }
  });
});

describe('formatPrice and formatAmount against Intl', () => {
  it('write the rupees and paisa Intl en-IN writes', () => {
    for (const paisa of samples()) {
      for (const p of [paisa, -paisa, paisa + 5, paisa + 50, paisa + 99]) {
        const rupees = p / 100;
        const expected = p % 100 === 0 ? whole.format(rupees) : twoDigits.format(rupees);
        expect(formatPrice(p)).toBe(`Rs. ${expected.replace(/^-0$/, '0')}`);
        expect(formatAmount(p)).toBe(`Rs. ${twoDigits.format(rupees).replace(/^-0\.00$/, '0.00')}`);
      }
    }
  });
});
