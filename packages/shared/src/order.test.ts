import { describe, expect, it } from 'vitest';
import { ORDER_FLOW, ORDER_STATUSES, ZOrderStatusRequest } from './order.ts';
import { canTransition, nextStatuses } from './status-flow.ts';

describe('ORDER_FLOW', () => {
  it('lets the buyer only cancel, and only before shipping', () => {
    for (const from of ORDER_STATUSES) {
      const expected = ['Pending', 'Confirmed', 'Processing'].includes(from) ? ['Cancelled'] : [];
      expect(nextStatuses(ORDER_FLOW, 'User', from)).toEqual(expected);
    }
  });

  it('never lets a vendor deliver or return, and lets it cancel only before shipping', () => {
    for (const from of ORDER_STATUSES) {
      expect(canTransition(ORDER_FLOW, 'Vendor', from, 'Delivered')).toBe(false);
      expect(canTransition(ORDER_FLOW, 'Vendor', from, 'Returned')).toBe(false);
      expect(canTransition(ORDER_FLOW, 'Vendor', from, 'Cancelled')).toBe(
        ['Pending', 'Confirmed', 'Processing'].includes(from),
      );
    }
    expect(nextStatuses(ORDER_FLOW, 'Vendor', 'Shipped')).toEqual([]);
  });

  it('lets an admin deliver a shipped order and return a delivered one; nothing leaves Cancelled or Returned', () => {
    expect(canTransition(ORDER_FLOW, 'Admin', 'Shipped', 'Delivered')).toBe(true);
    expect(canTransition(ORDER_FLOW, 'Admin', 'Shipped', 'Cancelled')).toBe(true);
    expect(canTransition(ORDER_FLOW, 'Admin', 'Delivered', 'Returned')).toBe(true);
    expect(canTransition(ORDER_FLOW, 'Admin', 'Delivered', 'Cancelled')).toBe(false);
    for (const role of ['User', 'Vendor', 'Admin'] as const) {
      expect(nextStatuses(ORDER_FLOW, role, 'Cancelled')).toEqual([]);
      expect(nextStatuses(ORDER_FLOW, role, 'Returned')).toEqual([]);
    }
  });

  it('rejects an unknown status naming the field', () => {
    const result = ZOrderStatusRequest.safeParse({ status: 'Lost' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['status']);
  });
});
