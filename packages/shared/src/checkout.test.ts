import { describe, expect, it } from 'vitest';
import {
  checkVoucher,
  deliveryChargeFor,
  priceCheckout,
  splitProRata,
  splitProRataInRupees,
  type TVoucherForCheck,
  voucherDiscount,
} from './checkout.ts';

describe('deliveryChargeFor', () => {
  it('charges below the threshold and nothing at or above it', () => {
    expect(deliveryChargeFor(499_999, 15_000, 500_000)).toBe(15_000);
    expect(deliveryChargeFor(500_000, 15_000, 500_000)).toBe(0);
    expect(deliveryChargeFor(900_000, 10_000, 500_000)).toBe(0);
  });
  it('always charges without a threshold', () => {
    expect(deliveryChargeFor(10_000_000, 15_000, null)).toBe(15_000);
  });
});

describe('voucherDiscount', () => {
  it('rounds a percent down to whole rupees and caps it', () => {
    expect(voucherDiscount({ type: 'percent', value: 10, maxDiscount: null }, 12_345)).toBe(1_200);
    expect(voucherDiscount({ type: 'percent', value: 10, maxDiscount: null }, 964_870)).toBe(96_400);
    expect(voucherDiscount({ type: 'percent', value: 10, maxDiscount: 50_000 }, 1_000_000)).toBe(50_000);
    expect(voucherDiscount({ type: 'percent', value: 100, maxDiscount: null }, 7_000)).toBe(7_000);
  });
  it('gives a fixed amount, never more than the eligible subtotal', () => {
    expect(voucherDiscount({ type: 'fixed', value: 20_000, maxDiscount: null }, 300_000)).toBe(20_000);
    expect(voucherDiscount({ type: 'fixed', value: 20_000, maxDiscount: null }, 15_000)).toBe(15_000);
    expect(voucherDiscount({ type: 'fixed', value: 20_000, maxDiscount: null }, 0)).toBe(0);
  });
});

describe('splitProRata', () => {
  it('floors each share and gives what is left to the largest remainders', () => {
    expect(splitProRata(100, [1_000, 1_000, 1_000])).toEqual([34, 33, 33]);
    expect(splitProRata(1_000, [30_000, 60_000, 10_000])).toEqual([300, 600, 100]);
    expect(splitProRata(101, [10_000, 30_000])).toEqual([25, 76]);
  });
  it('never gives a part more than its weight and always sums to the amount', () => {
    const shares = splitProRata(10, [1, 1, 9]);
    expect(shares.reduce((s, v) => s + v, 0)).toBe(10);
    shares.forEach((s, i) => {
      expect(s).toBeLessThanOrEqual([1, 1, 9][i]!);
    });
  });
  it('gives nothing to zero weights and nothing at all for no amount', () => {
    expect(splitProRata(500, [0, 1_000])).toEqual([0, 500]);
    expect(splitProRata(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('splitProRataInRupees', () => {
  it('gives each part whole rupees; paisa rupees cannot carry go to one part', () => {
    // Rs. 482 over Rs. 9,452.76 and Rs. 358.12: 464.41 and 17.59 rupees, the rupee left to 17.59.
    const shares = splitProRataInRupees(48_200, [945_276, 35_812]);
    expect(shares).toEqual([46_400, 1_800]);
    // Rs. 176 over Rs. 1,215 and Rs. 550: 121.15 and 54.85 → 121 and 55.
    expect(splitProRataInRupees(17_600, [121_500, 55_000])).toEqual([12_100, 5_500]);
    expect(splitProRataInRupees(9_950, [100_000, 100_000])).toEqual([5_000, 4_950]);
    expect(splitProRataInRupees(150, [50, 100])).toEqual([50, 100]);
  });
});

describe('priceCheckout', () => {
  it('prices each vendor order with its share of the discount and its own delivery', () => {
    const priced = priceCheckout({
      groups: [
        { subtotal: 600_000, eligibleSubtotal: 600_000 },
        { subtotal: 200_000, eligibleSubtotal: 200_000 },
      ],
      discount: 50_000,
      deliveryCharge: 10_000,
      freeThreshold: 500_000,
    });
    expect(priced.groups).toEqual([
      { subtotal: 600_000, discount: 37_500, deliveryCharge: 0, total: 562_500 },
      { subtotal: 200_000, discount: 12_500, deliveryCharge: 10_000, total: 197_500 },
    ]);
    expect(priced).toMatchObject({
      subtotal: 800_000,
      discount: 50_000,
      deliveryCharge: 10_000,
      total: 760_000,
    });
  });
  it('gives a vendor-scoped discount only to that vendor', () => {
    const priced = priceCheckout({
      groups: [
        { subtotal: 100_000, eligibleSubtotal: 0 },
        { subtotal: 300_000, eligibleSubtotal: 300_000 },
      ],
      discount: 20_000,
      deliveryCharge: 15_000,
      freeThreshold: null,
    });
    expect(priced.groups.map((g) => g.discount)).toEqual([0, 20_000]);
    expect(priced.total).toBe(400_000 - 20_000 + 30_000);
  });
});

describe('checkVoucher', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const base: TVoucherForCheck = {
    type: 'percent',
    value: 10,
    maxDiscount: 50_000,
    isActive: true,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    minOrder: 100_000,
    usageLimit: 5,
    perUserLimit: 1,
    usedCount: 0,
    vendorId: null,
  };
  const check = (v: Partial<TVoucherForCheck>, eligibleSubtotal = 200_000, usedByUser = 0) =>
    checkVoucher({ ...base, ...v }, { eligibleSubtotal, usedByUser, now });

  it('applies with its discount', () => {
    expect(check({})).toEqual({ ok: true, discount: 20_000 });
  });
  it('names each reason', () => {
    expect(check({ isActive: false })).toEqual({ ok: false, reason: 'This voucher is no longer active' });
    expect(check({ startsAt: new Date('2026-07-01T00:00:00Z') })).toEqual({
      ok: false,
      reason: 'This voucher is not valid yet',
    });
    expect(check({ endsAt: new Date('2026-05-31T00:00:00Z') })).toEqual({
      ok: false,
      reason: 'This voucher has expired',
    });
    expect(check({}, 60_000)).toEqual({
      ok: false,
      reason: 'Add Rs. 400 more to use this voucher (minimum Rs. 1,000)',
    });
    expect(check({ usedCount: 5 })).toEqual({
      ok: false,
      reason: 'This voucher has reached its usage limit',
    });
    expect(check({}, 200_000, 1)).toEqual({ ok: false, reason: 'You have already used this voucher' });
    expect(check({ vendorId: 'v1', vendorName: 'Himal Store' }, 0)).toEqual({
      ok: false,
      reason: 'This voucher is only for items from Himal Store',
    });
  });
  it('has no limits when they are null', () => {
    expect(check({ usageLimit: null, perUserLimit: null, usedCount: 999 }, 200_000, 50)).toEqual({
      ok: true,
      discount: 20_000,
    });
  });
});
