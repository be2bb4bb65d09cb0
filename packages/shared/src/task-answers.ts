import { z } from 'zod';
import { type TPlace, ZPlace } from './address.ts';
import { INT_COLUMN_MAX, zDay, zPaisa } from './fields.ts';
import { optionalParam, ZBoolFlag, ZSearchParam } from './list-query.ts';
import { paginated, ZPageQuery } from './pagination.ts';
import {
  TASK_OFFER_STATUSES,
  TASK_REVIEW_ROLES,
  TASK_SORTS,
  TASK_STATUSES,
  TASK_WHEN_KINDS,
} from './task-constants.ts';

// The Task section's answers (what pages and lists show) and its public reads (task.ts says more).

export const ZTaskStatus = z.enum(TASK_STATUSES, {
  error: `Status must be one of ${TASK_STATUSES.join(', ')}`,
});
export const ZTaskOfferStatus = z.enum(TASK_OFFER_STATUSES, {
  error: `Offer status must be one of ${TASK_OFFER_STATUSES.join(', ')}`,
});
export const ZTaskWhenKind = z.enum(TASK_WHEN_KINDS, {
  error: `When must be one of ${TASK_WHEN_KINDS.join(', ')}`,
});
export const ZTaskReviewRole = z.enum(TASK_REVIEW_ROLES);

// ─── Answers: what pages and lists show ───────────────────────────────────────────────────────────

/** A person as a card shows them. */
export const ZTaskPerson = z.object({ _id: z.string(), fullName: z.string(), image: z.string().nullable() });
export type TTaskPerson = z.infer<typeof ZTaskPerson>;

/** A person with their record on the Task section (reviews about them in `role`, tasks completed). */
export const ZTaskPersonWithRating = ZTaskPerson.extend({
  /** Average of the visible reviews about them in this role, two decimals; 0 without reviews. */
  rating: z.number(),
  reviewsCount: z.number().int(),
  /** Tasks they completed as the tasker. */
  completedCount: z.number().int(),
  memberSince: z.string(),
});
export type TTaskPersonWithRating = z.infer<typeof ZTaskPersonWithRating>;

export const ZTaskCategoryRef = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type TTaskCategoryRef = z.infer<typeof ZTaskCategoryRef>;

/** A place on the address tree: the node and its names up to the State (`Baneshwor, Kathmandu, Bagmati`). */
export const ZTaskPlace = ZPlace;
export type TTaskPlace = TPlace;

/** When: `on`/`before` a day (`YYYY-MM-DD`), or `flexible` (date null). */
export const ZTaskWhen = z.object({ kind: ZTaskWhenKind, date: z.string().nullable() });
export type TTaskWhen = z.infer<typeof ZTaskWhen>;

/** A task as a list card shows it. `place` is null for a remote task. */
export const ZTaskCard = z.object({
  _id: z.string(),
  title: z.string(),
  status: ZTaskStatus,
  category: ZTaskCategoryRef,
  /** Paisa. */
  budget: z.number().int(),
  isRemote: z.boolean(),
  place: ZTaskPlace.nullable(),
  when: ZTaskWhen,
  /** The first photo, or null. */
  image: z.string().nullable(),
  offersCount: z.number().int(),
  poster: ZTaskPerson,
  createdAt: z.string(),
});
export type TTaskCard = z.infer<typeof ZTaskCard>;

/** A public question and, once given, the poster's answer. */
export const ZTaskQuestion = z.object({
  _id: z.string(),
  taskId: z.string(),
  asker: ZTaskPerson,
  text: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTaskQuestion = z.infer<typeof ZTaskQuestion>;

/**
 * GET /task/:id: everything public. The street is not public (`GET /task/:id/me` gives it to the
 * poster and the assigned tasker). The poster card's rating is from reviews about them as a poster.
 */
export const ZTaskDetail = ZTaskCard.extend({
  description: z.string(),
  images: z.array(z.string()),
  poster: ZTaskPersonWithRating,
  /** The tasker whose offer was accepted (Assigned, Completed, or Cancelled after assignment). */
  assignedTasker: ZTaskPerson.nullable(),
  /** When the tasker marked it done (still Assigned until the poster confirms). */
  doneAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  questions: z.array(ZTaskQuestion),
  updatedAt: z.string(),
});
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

/** A tasker as an offer shows them: rating from reviews about them as a tasker, completed tasks. */
export const ZTaskerCard = ZTaskPersonWithRating;
export type TTaskerCard = z.infer<typeof ZTaskerCard>;

/**
 * An offer. `serviceChargePercent` is the setting when the offer was made, kept on it;
 * `serviceCharge` and `taskerReceives` are worked out from it (`taskServiceChargeOf`).
 */
export const ZTaskOffer = z.object({
  _id: z.string(),
  taskId: z.string(),
  tasker: ZTaskerCard,
  /** Paisa. */
  amount: z.number().int(),
  message: z.string(),
  serviceChargePercent: z.number().int(),
  serviceCharge: z.number().int(),
  taskerReceives: z.number().int(),
  status: ZTaskOfferStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTaskOffer = z.infer<typeof ZTaskOffer>;

/** A review between the two people of a completed task. */
export const ZTaskReview = z.object({
  _id: z.string(),
  task: z.object({ _id: z.string(), title: z.string() }),
  author: ZTaskPerson,
  subject: ZTaskPerson,
  /** What the subject was on that task. */
  subjectRole: ZTaskReviewRole,
  rating: z.number().int(),
  comment: z.string(),
  /** The subject's answer, once given. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTaskReview = z.infer<typeof ZTaskReview>;

/** GET /task/categories: active task categories, in order, with how many Open tasks each has. */
export const ZTaskCategory = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  openTaskCount: z.number().int(),
});
export type TTaskCategory = z.infer<typeof ZTaskCategory>;
export const ZTaskCategoryListResponse = z.object({ data: z.array(ZTaskCategory) });
export type TTaskCategoryListResponse = z.infer<typeof ZTaskCategoryListResponse>;

// ─── Public reads ─────────────────────────────────────────────────────────────────────────────────

const ZBudgetFilter = (label: string) =>
  optionalParam(
    zPaisa(label, { coerce: true, max: INT_COLUMN_MAX, typeError: `${label} must be a number of paisa` }),
  );

/**
 * GET /task/list. `category` is a slug; `place` an address node id (tasks there or anywhere under
 * it); `remote=true` only remote tasks, `false` only in-person ones; `budgetMin`/`budgetMax` in
 * **paisa**; `date` a day: tasks due on or before it (flexible tasks have no date and are left out);
 * `search` is typo-tolerant full text; `openOnly=true` leaves out Assigned and Completed tasks.
 * Cancelled and hidden tasks are never listed; Open tasks come first, then `sort` (default `newest`,
 * or `relevance` with a search).
 */
export const ZTaskListQuery = ZPageQuery.extend({
  category: optionalParam(z.string().trim().max(120, 'category must be at most 120 characters')),
  place: optionalParam(z.uuid({ error: 'place must be a valid place id' })),
  remote: optionalParam(ZBoolFlag),
  budgetMin: ZBudgetFilter('budgetMin'),
  budgetMax: ZBudgetFilter('budgetMax'),
  date: optionalParam(zDay('date must be a day like 2026-01-31')),
  search: ZSearchParam,
  openOnly: optionalParam(ZBoolFlag),
  sort: optionalParam(z.enum(TASK_SORTS, { error: `sort must be one of: ${TASK_SORTS.join(', ')}` })),
}).refine((v) => v.budgetMin === undefined || v.budgetMax === undefined || v.budgetMin <= v.budgetMax, {
  path: ['budgetMax'],
  message: 'budgetMax must be at least budgetMin',
});
export type TTaskListQuery = z.input<typeof ZTaskListQuery>;

/** `didYouMean`: the search with each unknown word replaced by the closest known one; null when none was. */
export const ZTaskListResponse = paginated(ZTaskCard).extend({ didYouMean: z.string().nullable() });
export type TTaskListResponse = z.infer<typeof ZTaskListResponse>;

export const ZTaskIdParams = z.object({ id: z.uuid({ error: 'Not a valid task id' }) });
export const ZTaskOfferIdParams = z.object({ offerId: z.uuid({ error: 'Not a valid offer id' }) });
export const ZTaskQuestionIdParams = z.object({ questionId: z.uuid({ error: 'Not a valid question id' }) });
export const ZTaskReviewIdParams = z.object({ reviewId: z.uuid({ error: 'Not a valid review id' }) });
export const ZTaskerIdParams = z.object({ userId: z.uuid({ error: 'Not a valid user id' }) });
/** Admin routes: `/admin/task/tasks/:id`, `/admin/task/reviews/:id`. */
export const ZTaskAdminIdParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

export const ZTaskDetailResponse = z.object({ data: ZTaskDetail });
export type TTaskDetailResponse = z.infer<typeof ZTaskDetailResponse>;

/** The public tasker page: their profile and record. */
export const ZTaskerPublicProfile = ZTaskPersonWithRating.extend({
  /** The tasker's own photo, else null (show `image`). */
  photo: z.string().nullable(),
  bio: z.string(),
  skills: z.array(z.string()),
  categories: z.array(ZTaskCategoryRef),
  serviceArea: ZTaskPlace.nullable(),
});
export type TTaskerPublicProfile = z.infer<typeof ZTaskerPublicProfile>;

/** GET /task/tasker/:userId?page&limit: the profile and a page of the visible reviews about them as a tasker. */
export const ZTaskerPageQuery = ZPageQuery;
export const ZTaskerPageResponse = z.object({
  data: ZTaskerPublicProfile,
  reviews: paginated(ZTaskReview),
});
export type TTaskerPageResponse = z.infer<typeof ZTaskerPageResponse>;

/** GET /task/service-charge: the current percent, for the offer form. */
export const ZTaskServiceCharge = z.object({ percent: z.number().int(), updatedAt: z.string().nullable() });
export type TTaskServiceCharge = z.infer<typeof ZTaskServiceCharge>;
export const ZTaskServiceChargeResponse = z.object({ data: ZTaskServiceCharge });
export type TTaskServiceChargeResponse = z.infer<typeof ZTaskServiceChargeResponse>;
