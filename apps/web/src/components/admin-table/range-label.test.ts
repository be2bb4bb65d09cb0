import { describe, expect, it } from 'vitest';
import { singularOf } from '@/lib/format';
import { describeRange } from './range-label';

describe('describeRange', () => {
  it('counts in the plural', () => {
    expect(describeRange({ from: 1, to: 20, total: 134 }, 'orders')).toBe('Showing 1–20 of 134 orders');
    expect(describeRange({ from: 21, to: 21, total: 21 }, 'orders')).toBe('Showing 21–21 of 21 orders');
  });

  it('says one order, not one orders', () => {
    expect(describeRange({ from: 1, to: 1, total: 1 }, 'orders')).toBe('Showing 1–1 of 1 order');
    expect(describeRange({ from: 1, to: 1, total: 1 }, 'entries')).toBe('Showing 1–1 of 1 entry');
  });

  it('groups large totals the Indian way and works without a label', () => {
    expect(describeRange({ from: 1, to: 20, total: 123456 }, 'products')).toBe(
      'Showing 1–20 of 1,23,456 products',
    );
    expect(describeRange({ from: 1, to: 1, total: 1 })).toBe('Showing 1–1 of 1');
  });
});

describe('singularOf', () => {
  it('turns the table labels in use into their singular', () => {
    const labels = {
      orders: 'order',
      stores: 'store',
      entries: 'entry',
      deliveries: 'delivery',
      addresses: 'address',
      vouchers: 'voucher',
      applications: 'application',
      slides: 'slide',
    };
    for (const [plural, singular] of Object.entries(labels)) expect(singularOf(plural)).toBe(singular);
  });
});
