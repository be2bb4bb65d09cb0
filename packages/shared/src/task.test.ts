import { describe, expect, it } from 'vitest';
import { canTransition, isFinalStatus } from './status-flow.ts';
import {
  TASK_FLOW,
  TASK_OFFER_FLOW,
  taskerReceivesOf,
  taskServiceChargeOf,
  todayInNepal,
  ZTaskListQuery,
  ZTaskOfferRequest,
  ZTaskRequest,
} from './task.ts';

const tomorrow = () => {
  const d = new Date(`${todayInNepal()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const validTask = {
  title: 'Assemble a wardrobe',
  categoryId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  description: 'Flat-pack wardrobe, two doors, all parts and tools are here.',
  isRemote: false,
  placeId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c',
  street: 'Near the temple',
  whenKind: 'on',
  whenDate: tomorrow(),
  budget: 150_000,
};

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return [...new Set(result.error?.issues.map((i) => i.path.join('.')) ?? [])];
}

describe('task service charge', () => {
  it('takes the percent of the offer rounded down to whole paisa; the tasker gets the rest', () => {
    expect(taskServiceChargeOf(100_000, 10)).toBe(10_000);
    expect(taskerReceivesOf(100_000, 10)).toBe(90_000);
    // 12.5% of Rs. 10.05 is 125.625 paisa: the charge is 125, the tasker keeps the fraction.
    expect(taskServiceChargeOf(1005, 12.5)).toBe(125);
    expect(taskerReceivesOf(1005, 12.5)).toBe(880);
    expect(taskServiceChargeOf(99_999, 15)).toBe(14_999);
    expect(taskServiceChargeOf(99_999, 15) + taskerReceivesOf(99_999, 15)).toBe(99_999);
  });

  it('is nothing at 0%', () => {
    expect(taskServiceChargeOf(123_456, 0)).toBe(0);
    expect(taskerReceivesOf(123_456, 0)).toBe(123_456);
  });
});

describe('task flows', () => {
  it('lets the poster assign, confirm and cancel, an admin only cancel, and the tasker move nothing', () => {
    expect(canTransition(TASK_FLOW, 'Poster', 'Open', 'Assigned')).toBe(true);
    expect(canTransition(TASK_FLOW, 'Poster', 'Assigned', 'Completed')).toBe(true);
    expect(canTransition(TASK_FLOW, 'Poster', 'Open', 'Completed')).toBe(false);
    expect(canTransition(TASK_FLOW, 'Poster', 'Completed', 'Cancelled')).toBe(false);
    expect(canTransition(TASK_FLOW, 'Admin', 'Assigned', 'Cancelled')).toBe(true);
    expect(canTransition(TASK_FLOW, 'Admin', 'Open', 'Assigned')).toBe(false);
    expect(canTransition(TASK_FLOW, 'Tasker', 'Assigned', 'Completed')).toBe(false);
    expect(isFinalStatus(TASK_FLOW, 'Completed')).toBe(true);
    expect(isFinalStatus(TASK_FLOW, 'Cancelled')).toBe(true);
  });

  it('moves offers only out of Pending', () => {
    expect(canTransition(TASK_OFFER_FLOW, 'Poster', 'Pending', 'Accepted')).toBe(true);
    expect(canTransition(TASK_OFFER_FLOW, 'Tasker', 'Pending', 'Withdrawn')).toBe(true);
    expect(canTransition(TASK_OFFER_FLOW, 'Tasker', 'Accepted', 'Withdrawn')).toBe(false);
    expect(canTransition(TASK_OFFER_FLOW, 'System', 'Pending', 'Rejected')).toBe(true);
    for (const s of ['Accepted', 'Rejected', 'Withdrawn'] as const)
      expect(isFinalStatus(TASK_OFFER_FLOW, s)).toBe(true);
  });
});

describe('ZTaskRequest', () => {
  it('accepts a whole task', () => {
    expect(ZTaskRequest.safeParse(validTask).success).toBe(true);
  });

  it('needs a place unless the task is remote, and drops the place of a remote task', () => {
    expect(fieldsOf(ZTaskRequest.safeParse({ ...validTask, placeId: null }))).toEqual(['placeId']);
    const remote = ZTaskRequest.parse({ ...validTask, isRemote: true });
    expect(remote.placeId).toBeNull();
    expect(remote.street).toBe('');
  });

  it('needs a date that is not past for on/before, none for flexible', () => {
    expect(fieldsOf(ZTaskRequest.safeParse({ ...validTask, whenDate: null }))).toEqual(['whenDate']);
    expect(fieldsOf(ZTaskRequest.safeParse({ ...validTask, whenDate: '2020-01-01' }))).toEqual(['whenDate']);
    expect(fieldsOf(ZTaskRequest.safeParse({ ...validTask, whenDate: '2026-02-31' }))).toEqual(['whenDate']);
    expect(
      ZTaskRequest.parse({ ...validTask, whenKind: 'flexible', whenDate: '2020-01-01' }).whenDate,
    ).toBeNull();
  });

  it('names each bad field', () => {
    const bad = ZTaskRequest.safeParse({
      ...validTask,
      title: 'short',
      budget: 50,
      images: ['a', 'b', 'c', 'd', 'e', 'f'],
      whenKind: 'someday',
    });
    expect(fieldsOf(bad).sort()).toEqual(['budget', 'images', 'title', 'whenKind']);
  });
});

describe('ZTaskOfferRequest', () => {
  it('needs an amount of at least Rs. 100 in whole paisa and a message', () => {
    expect(ZTaskOfferRequest.safeParse({ amount: 10_000, message: 'I can do it today.' }).success).toBe(true);
    expect(fieldsOf(ZTaskOfferRequest.safeParse({ amount: 9_999, message: 'I can do it today.' }))).toEqual([
      'amount',
    ]);
    expect(fieldsOf(ZTaskOfferRequest.safeParse({ amount: 10_000.5, message: 'hi' })).sort()).toEqual([
      'amount',
      'message',
    ]);
  });
});

describe('ZTaskListQuery', () => {
  it('reads filters from the query string, budgets in paisa', () => {
    const q = ZTaskListQuery.parse({ remote: 'true', budgetMin: '10000', budgetMax: '20000', category: '' });
    expect(q).toMatchObject({ remote: true, budgetMin: 10_000, budgetMax: 20_000, page: 1 });
    expect(q.category).toBeUndefined();
  });

  it('refuses a budget range upside down and an unknown sort, naming the field', () => {
    expect(fieldsOf(ZTaskListQuery.safeParse({ budgetMin: '500', budgetMax: '100' }))).toEqual(['budgetMax']);
    expect(fieldsOf(ZTaskListQuery.safeParse({ sort: 'cheapest' }))).toEqual(['sort']);
    expect(fieldsOf(ZTaskListQuery.safeParse({ date: 'tomorrow' }))).toEqual(['date']);
  });
});
