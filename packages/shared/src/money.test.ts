import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  discountPercent,
  formatAmount,
  formatCount,
  formatPrice,
  PAISA_PER_RUPEE,
  parseRupees,
  toPaisa,
  toRupees,
  vendorEarningOf,
} from './money.ts';

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

describe('formatAmount', () => {
  it('always shows two paisa digits, so a column of accounts reads alike', () => {
    expect(formatAmount(0)).toBe('Rs. 0.00');
    expect(formatAmount(190_000)).toBe('Rs. 1,900.00');
    expect(formatAmount(123_550)).toBe('Rs. 1,235.50');
    expect(formatAmount(-50_000)).toBe('Rs. -500.00');
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

describe('toPaisa', () => {
  it('converts whole and decimal rupees', () => {
    expect(PAISA_PER_RUPEE).toBe(100);
    expect(toPaisa(0)).toBe(0);
    expect(toPaisa(1)).toBe(100);
    expect(toPaisa(1_234.5)).toBe(123_450);
    expect(toPaisa(99.99)).toBe(9_999);
    expect(toPaisa(10_000_000)).toBe(1_000_000_000);
  });

  it('rounds on the decimal value, not on binary floating-point noise', () => {
    // 1.15 × 100 = 114.99999999999999, 0.29 × 100 = 28.999999999999996, 1.005 × 100 = 100.49999999999999
    expect(toPaisa(1.15)).toBe(115);
    expect(toPaisa(0.29)).toBe(29);
    expect(toPaisa(0.1 + 0.2)).toBe(30);
    expect(toPaisa(1.005)).toBe(101);
    expect(toPaisa(4.355)).toBe(436);
  });

  it('rounds a fraction of a paisa to the nearest, halves away from zero', () => {
    expect(toPaisa(0.004)).toBe(0);
    expect(toPaisa(0.005)).toBe(1);
    expect(toPaisa(10.014)).toBe(1_001);
    expect(toPaisa(10.016)).toBe(1_002);
    expect(toPaisa(-0.005)).toBe(-1);
    expect(toPaisa(-0.004)).toBe(0);
    expect(Object.is(toPaisa(-0.004), -0)).toBe(false);
  });

  it('keeps the sign of negative amounts', () => {
    expect(toPaisa(-1)).toBe(-100);
    expect(toPaisa(-1.15)).toBe(-115);
    expect(toPaisa(-1.005)).toBe(-101);
  });

  it('refuses what is not an amount', () => {
    expect(() => toPaisa(Number.NaN)).toThrow(RangeError);
    expect(() => toPaisa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toPaisa(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toRupees', () => {
  it('converts paisa to rupees, negative and odd paisa included', () => {
    expect(toRupees(0)).toBe(0);
    expect(toRupees(100)).toBe(1);
    expect(toRupees(123_450)).toBe(1_234.5);
    expect(toRupees(1)).toBe(0.01);
    expect(toRupees(-250)).toBe(-2.5);
  });

  it('round-trips every amount in paisa through toPaisa', () => {
    for (let paisa = -1_000; paisa <= 100_000; paisa += 37) expect(toPaisa(toRupees(paisa))).toBe(paisa);
    for (const paisa of [9_007_199_254_740, 123_456_789_01, 1]) expect(toPaisa(toRupees(paisa))).toBe(paisa);
  });
});

describe('parseRupees', () => {
  it('reads what a person typed', () => {
    expect(parseRupees(1_234.5)).toBe(123_450);
    expect(parseRupees('1234.5')).toBe(123_450);
    expect(parseRupees(' 1,23,456.75 ')).toBe(12_345_675);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('-5')).toBe(-500);
    expect(parseRupees('0')).toBe(0);
  });

  it('answers null for nothing or not a number', () => {
    expect(parseRupees('')).toBeNull();
    expect(parseRupees('   ')).toBeNull();
    expect(parseRupees('Rs. 5')).toBeNull();
    expect(parseRupees('12abc')).toBeNull();
    expect(parseRupees(Number.NaN)).toBeNull();
    expect(parseRupees(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('commissionOf and vendorEarningOf', () => {
  const order = (subtotal: number, discount: number, deliveryCharge: number, commissionPercent: number) => ({
    subtotal,
    discount,
    commissionPercent,
    total: subtotal - discount + deliveryCharge,
  });

  it('takes the percent of the items after the voucher discount, never of the delivery charge', () => {
    // Rs. 2,000 of items, Rs. 200 off, Rs. 150 delivery, 10%: Rs. 180 commission, Rs. 1,770 earned.
    const o = order(200_000, 20_000, 15_000, 10);
    expect(commissionOf(o)).toBe(18_000);
    expect(vendorEarningOf(o)).toBe(177_000);
    expect(commissionOf(order(200_000, 0, 15_000, 10))).toBe(20_000);
  });

  it('rounds the commission down to whole paisa (the store keeps the fraction)', () => {
    expect(commissionOf(order(12_345, 0, 0, 10))).toBe(1_234);
    expect(vendorEarningOf(order(12_345, 0, 0, 10))).toBe(11_111);
    expect(commissionOf(order(199, 0, 0, 15))).toBe(29);
    expect(commissionOf(order(99, 0, 0, 1))).toBe(0);
    expect(commissionOf(order(100, 0, 0, 1))).toBe(1);
    // 7% of Rs. 123.45 (864.15 paisa) even when the product is not exact in binary.
    expect(commissionOf(order(12_345, 0, 0, 7))).toBe(864);
  });

  it('takes nothing at 0% and everything of the items at 100%', () => {
    expect(vendorEarningOf(order(50_000, 5_000, 10_000, 0))).toBe(55_000);
    expect(vendorEarningOf(order(50_000, 5_000, 10_000, 100))).toBe(10_000);
  });

  it('takes nothing when the discount covers the items', () => {
    expect(commissionOf(order(10_000, 10_000, 15_000, 10))).toBe(0);
    expect(commissionOf({ subtotal: 10_000, discount: 12_000, commissionPercent: 10 })).toBe(0);
    expect(vendorEarningOf(order(10_000, 10_000, 15_000, 10))).toBe(15_000);
  });

  it('stays exact on large orders', () => {
    expect(commissionOf(order(9_999_999_999, 1, 0, 10))).toBe(999_999_999);
    expect(commissionOf(order(3_000_000_001, 0, 0, 33))).toBe(990_000_000);
  });
});

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
