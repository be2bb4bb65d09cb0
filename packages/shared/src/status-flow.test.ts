import { describe, expect, it } from 'vitest';
import { DELIVERY_FLOW } from './delivery.ts';
import { ORDER_FLOW } from './order.ts';
import {
  actionLabel,
  canTransition,
  defineStatusFlow,
  isFinalStatus,
  nextStatuses,
  previousStatuses,
} from './status-flow.ts';
import { VENDOR_APPLICATION_FLOW } from './vendor-application.ts';

const TASK = defineStatusFlow({
  statuses: ['Open', 'Assigned', 'Completed', 'Cancelled'],
  transitions: {
    Poster: { Open: ['Cancelled'], Assigned: ['Completed', 'Cancelled'] },
    Admin: { Open: ['Cancelled'], Assigned: ['Cancelled'] },
  },
  labels: { Open: 'Open for offers' },
  colors: { Open: 'blue', Assigned: 'indigo', Completed: 'green', Cancelled: 'gray' },
  actions: { Cancelled: { label: 'Cancel task', shortLabel: 'Cancel', isDestructive: true } },
});

describe('defineStatusFlow', () => {
  it('answers the moves each role may make, in the order the flow lists them', () => {
    expect(nextStatuses(TASK, 'Poster', 'Assigned')).toEqual(['Completed', 'Cancelled']);
    expect(nextStatuses(TASK, 'Admin', 'Assigned')).toEqual(['Cancelled']);
    expect(nextStatuses(TASK, 'Poster', 'Completed')).toEqual([]);
    expect(canTransition(TASK, 'Poster', 'Assigned', 'Completed')).toBe(true);
    expect(canTransition(TASK, 'Admin', 'Assigned', 'Completed')).toBe(false);
    expect(canTransition(TASK, 'Poster', 'Open', 'Open')).toBe(false);
  });

  it('hands out a copy, so a caller cannot change the flow', () => {
    nextStatuses(TASK, 'Poster', 'Assigned').pop();
    expect(nextStatuses(TASK, 'Poster', 'Assigned')).toEqual(['Completed', 'Cancelled']);
  });

  it('lists the statuses a role may move a row from to reach a status', () => {
    expect(previousStatuses(TASK, 'Poster', 'Cancelled')).toEqual(['Open', 'Assigned']);
    expect(previousStatuses(TASK, 'Admin', 'Completed')).toEqual([]);
    expect(previousStatuses(ORDER_FLOW, 'Vendor', 'Shipped')).toEqual(['Processing']);
    expect(previousStatuses(ORDER_FLOW, 'Admin', 'Cancelled')).toEqual([
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
    ]);
  });

  it('tells the statuses no role can leave', () => {
    expect(TASK.statuses.filter((s) => isFinalStatus(TASK, s))).toEqual(['Completed', 'Cancelled']);
    expect(ORDER_FLOW.statuses.filter((s) => isFinalStatus(ORDER_FLOW, s))).toEqual([
      'Cancelled',
      'Returned',
    ]);
    expect(DELIVERY_FLOW.statuses.filter((s) => isFinalStatus(DELIVERY_FLOW, s))).toEqual(['Delivered']);
    expect(VENDOR_APPLICATION_FLOW.statuses.filter((s) => isFinalStatus(VENDOR_APPLICATION_FLOW, s))).toEqual(
      ['Approved', 'Rejected'],
    );
  });

  it('labels statuses by name unless told, and buttons by their action or else the target label', () => {
    expect(TASK.labels).toEqual({
      Open: 'Open for offers',
      Assigned: 'Assigned',
      Completed: 'Completed',
      Cancelled: 'Cancelled',
    });
    expect(actionLabel(TASK, 'Cancelled')).toBe('Cancel task');
    expect(actionLabel(TASK, 'Cancelled', true)).toBe('Cancel');
    expect(actionLabel(TASK, 'Completed')).toBe('Completed');
    expect(actionLabel(TASK, 'Completed', true)).toBe('Completed');
    expect(DELIVERY_FLOW.labels['In transit']).toBe('In transit');
  });
});

describe('the lifecycles', () => {
  it('give every status a colour and every move a button label of its own', () => {
    for (const flow of [ORDER_FLOW, DELIVERY_FLOW, VENDOR_APPLICATION_FLOW]) {
      const statuses: readonly string[] = flow.statuses;
      expect(Object.keys(flow.colors).sort()).toEqual([...statuses].sort());
      for (const moves of Object.values(flow.transitions)) {
        for (const [from, targets] of Object.entries(moves as Record<string, readonly string[]>)) {
          expect(statuses).toContain(from);
          for (const to of targets) expect(statuses).toContain(to);
        }
      }
    }
    const orderTargets = new Set(
      Object.values(ORDER_FLOW.transitions).flatMap((m) => Object.values(m).flat()),
    );
    for (const to of orderTargets) expect(ORDER_FLOW.actions[to]?.label).toBeTruthy();
    expect(actionLabel(ORDER_FLOW, 'Cancelled', true)).toBe('Cancel');
    expect(
      nextStatuses(VENDOR_APPLICATION_FLOW, 'Admin', 'Pending').map((s) =>
        actionLabel(VENDOR_APPLICATION_FLOW, s),
      ),
    ).toEqual(['Reject', 'Approve']);
  });

  it('lets an admin move a parcel between any two statuses until it is delivered', () => {
    for (const from of DELIVERY_FLOW.statuses) {
      for (const to of DELIVERY_FLOW.statuses) {
        expect(`${from}->${to} ${canTransition(DELIVERY_FLOW, 'Admin', from, to)}`).toBe(
          `${from}->${to} ${from !== to && from !== 'Delivered'}`,
        );
      }
    }
  });
});
