// No zod here: public task pages import these in the browser, and zod would come with them (decision 008).
import { defineStatusFlow } from './status-flow.ts';

/** A task's lifecycle: Open → Assigned → Completed, or Cancelled from Open or Assigned. */
export const TASK_STATUSES = ['Open', 'Assigned', 'Completed', 'Cancelled'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];

/** Who moves a task: its poster, the tasker doing it, or the back office. */
export type TTaskActorRole = 'Poster' | 'Tasker' | 'Admin';

/**
 * The task lifecycle. The poster assigns a task by accepting an offer (Open → Assigned), confirms it
 * once the tasker has marked it done (Assigned → Completed; "marked done" is `doneAt`, not a status)
 * and may cancel it, with a reason, before it is Completed; an admin may cancel it too. The tasker
 * moves no status: marking done only sets `doneAt`.
 */
export const TASK_FLOW = defineStatusFlow<TTaskStatus, TTaskActorRole>({
  statuses: TASK_STATUSES,
  transitions: {
    Poster: {
      Open: ['Assigned', 'Cancelled'],
      Assigned: ['Completed', 'Cancelled'],
    },
    Tasker: {},
    Admin: {
      Open: ['Cancelled'],
      Assigned: ['Cancelled'],
    },
  },
  colors: { Open: 'green', Assigned: 'blue', Completed: 'teal', Cancelled: 'gray' },
  actions: {
    Assigned: { label: 'Accept offer', shortLabel: 'Accept' },
    Completed: { label: 'Confirm completed', shortLabel: 'Confirm' },
    Cancelled: { label: 'Cancel task', shortLabel: 'Cancel', isDestructive: true },
  },
});

/** An offer: Pending until the poster accepts it (or another one), or the tasker withdraws it. */
export const TASK_OFFER_STATUSES = ['Pending', 'Accepted', 'Rejected', 'Withdrawn'] as const;
export type TTaskOfferStatus = (typeof TASK_OFFER_STATUSES)[number];

/** Offers that still count: a tasker has at most one of these per task. */
export const LIVE_TASK_OFFER_STATUSES = [
  'Pending',
  'Accepted',
] as const satisfies readonly TTaskOfferStatus[];

/** Who moves an offer: the poster accepts, the tasker withdraws, the system rejects the rest. */
export type TTaskOfferActorRole = 'Poster' | 'Tasker' | 'System';

/**
 * The offer lifecycle. Accepting one offer rejects every other Pending offer on the task (System),
 * and so does cancelling the task.
 */
export const TASK_OFFER_FLOW = defineStatusFlow<TTaskOfferStatus, TTaskOfferActorRole>({
  statuses: TASK_OFFER_STATUSES,
  transitions: {
    Poster: { Pending: ['Accepted'] },
    Tasker: { Pending: ['Withdrawn'] },
    System: { Pending: ['Rejected'] },
  },
  colors: { Pending: 'yellow', Accepted: 'green', Rejected: 'red', Withdrawn: 'gray' },
  actions: {
    Accepted: { label: 'Accept offer', shortLabel: 'Accept' },
    Withdrawn: { label: 'Withdraw offer', shortLabel: 'Withdraw', isDestructive: true },
  },
});

/** When the task is to be done: on a day, before a day, or whenever suits. */
export const TASK_WHEN_KINDS = ['on', 'before', 'flexible'] as const;
export type TTaskWhenKind = (typeof TASK_WHEN_KINDS)[number];
export const TASK_WHEN_LABELS: Record<TTaskWhenKind, string> = {
  on: 'On date',
  before: 'Before date',
  flexible: 'Flexible',
};

/** Public list sorts (`GET /task/list`); Open tasks always come first, then this order. */
export const TASK_SORTS = ['newest', 'budget', '-budget', 'due', 'relevance'] as const;
export type TTaskSort = (typeof TASK_SORTS)[number];
export const TASK_SORT_LABELS: Record<TTaskSort, string> = {
  newest: 'Newest',
  budget: 'Budget: low to high',
  '-budget': 'Budget: high to low',
  due: 'Due soonest',
  relevance: 'Best match',
};

/** The lists of `/user/task/assigned`: tasks assigned to me by their state, and my pending offers. */
export const TASKER_LIST_TYPES = ['Assigned', 'Completed', 'Cancelled', 'Offers'] as const;
export type TTaskerListType = (typeof TASKER_LIST_TYPES)[number];
export const TASKER_LIST_LABELS: Record<TTaskerListType, string> = {
  Assigned: 'Doing',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
  Offers: 'My offers',
};

/** Whom a review is about: the task's poster or its tasker. */
export const TASK_REVIEW_ROLES = ['poster', 'tasker'] as const;
export type TTaskReviewRole = (typeof TASK_REVIEW_ROLES)[number];

// Limits (the form shows them; the API enforces them): task-limits.ts.
export * from './task-limits.ts';
export const TASKER_MAX_CATEGORIES = 10;

/** The task service charge (a whole percent of the offer): used until a super admin saves one. */
export const DEFAULT_TASK_SERVICE_CHARGE_PERCENT = 10;
export const MAX_TASK_SERVICE_CHARGE_PERCENT = 50;

/**
 * The service charge on an offer of `amount` paisa at `percent` %: rounded down to whole paisa, so
 * the tasker keeps the fraction (the shop's commission rounds the same way, decision 006).
 */
export function taskServiceChargeOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/** What the tasker receives from an offer: the amount less the service charge. */
export function taskerReceivesOf(amount: number, percent: number): number {
  return amount - taskServiceChargeOf(amount, percent);
}

/** Where a tasker's own list is (`/user/task/assigned`) and where a review received is shown. */
export const TASKER_TASKS_ROUTE = '/user/task/assigned';
export const TASK_REVIEWS_FOR_ME_ROUTE = '/user/task/reviews-for-me';
export const TASK_REVIEWS_BY_ME_ROUTE = '/user/task/reviews-by-me';

/** The poster's list of their tasks in `status` (`/user/task/posted?type=…`). */
export function postedTasksRoute(status: TTaskStatus): string {
  return `/user/task/posted?type=${status}`;
}

/** Public pages: a task, a category, a search (a tasker is a person: `profilePath`). */
export function taskPath(id: string): string {
  return `/task/${id}`;
}
export function taskCategoryPath(slug: string): string {
  return `/task/category/${encodeURIComponent(slug)}`;
}
