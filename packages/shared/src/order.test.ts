import { describe, expect, it } from 'vitest';
import { allowedNextStatuses, canTransition, ORDER_STATUSES, ZOrderStatusRequest } from './order.ts';

describe('ORDER_TRANSITIONS', () => {
  it('lets the buyer only cancel, and only before shipping', () => {
    for (const from of ORDER_STATUSES) {
      const expected = ['Pending', 'Confirmed', 'Processing'].includes(from) ? ['Cancelled'] : [];
      expect(allowedNextStatuses('User', from)).toEqual(expected);
    }
  });

  it('never lets a vendor deliver or return, and lets it cancel only before shipping', () => {
    for (const from of ORDER_STATUSES) {
      expect(canTransition('Vendor', from, 'Delivered')).toBe(false);
      expect(canTransition('Vendor', from, 'Returned')).toBe(false);
      expect(canTransition('Vendor', from, 'Cancelled')).toBe(
        ['Pending', 'Confirmed', 'Processing'].includes(from),
      );
    }
    expect(allowedNextStatuses('Vendor', 'Shipped')).toEqual([]);
  });

  it('lets an admin deliver a shipped order and return a delivered one; nothing leaves Cancelled or Returned', () => {
    expect(canTransition('Admin', 'Shipped', 'Delivered')).toBe(true);
    expect(canTransition('Admin', 'Shipped', 'Cancelled')).toBe(true);
    expect(canTransition('Admin', 'Delivered', 'Returned')).toBe(true);
    expect(canTransition('Admin', 'Delivered', 'Cancelled')).toBe(false);
    for (const role of ['User', 'Vendor', 'Admin'] as const) {
      expect(allowedNextStatuses(role, 'Cancelled')).toEqual([]);
      expect(allowedNextStatuses(role, 'Returned')).toEqual([]);
    }
  });

  it('rejects an unknown status naming the field', () => {
    const result = ZOrderStatusRequest.safeParse({ status: 'Lost' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['status']);
  });
});
