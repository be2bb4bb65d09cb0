import { z } from 'zod';
import { type TPlace, ZPlace } from './address.ts';
import {
  atLeastOneField,
  INT_COLUMN_MAX,
  latestDayAhead,
  todayInNepal,
  tooFarAheadMessage,
  zDay,
  zPaisa,
} from './fields.ts';
import { ZSearchParam, zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { ZReviewRating } from './review.ts';
import {
  MAX_TASK_SERVICE_CHARGE_PERCENT,
  TASK_ANSWER_MAX,
  TASK_CANCEL_REASON_MAX,
  TASK_CANCEL_REASON_MIN,
  TASK_DESCRIPTION_MAX,
  TASK_DESCRIPTION_MIN,
  TASK_MAX_AMOUNT,
  TASK_MAX_IMAGES,
  TASK_MIN_AMOUNT,
  TASK_OFFER_MESSAGE_MAX,
  TASK_OFFER_MESSAGE_MIN,
  TASK_OFFER_STATUSES,
  TASK_QUESTION_MAX,
  TASK_QUESTION_MIN,
  TASK_REVIEW_COMMENT_MAX,
  TASK_REVIEW_COMMENT_MIN,
  TASK_REVIEW_REPLY_MAX,
  TASK_REVIEW_ROLES,
  TASK_SORTS,
  TASK_STATUSES,
  TASK_STREET_MAX,
  TASK_TITLE_MAX,
  TASK_TITLE_MIN,
  TASK_WHEN_KINDS,
  TASKER_BIO_MAX,
  TASKER_LIST_TYPES,
  TASKER_MAX_CATEGORIES,
  TASKER_MAX_SKILLS,
  TASKER_SKILL_MAX,
} from './task-constants.ts';

/**
 * The Task section (docs/domain.md "Tasks, offers and task reviews"): people post tasks, taskers offer, the
 * poster accepts one, the tasker marks it done, the poster confirms, both review. Money is paisa everywhere,
 * budget filters included. Every error message names its field.
 */

export * from './task-constants.ts';

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

const ZEmptyToUndefined = z.literal('').transform(() => undefined);
const ZBoolFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1');
const optional = <T extends z.ZodType>(schema: T) => z.union([ZEmptyToUndefined, schema]).optional();

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
  optional(
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
  category: optional(z.string().trim().max(120, 'category must be at most 120 characters')),
  place: optional(z.uuid({ error: 'place must be a valid place id' })),
  remote: optional(ZBoolFlag),
  budgetMin: ZBudgetFilter('budgetMin'),
  budgetMax: ZBudgetFilter('budgetMax'),
  date: optional(zDay('date must be a day like 2026-01-31')),
  search: ZSearchParam,
  openOnly: optional(ZBoolFlag),
  sort: optional(z.enum(TASK_SORTS, { error: `sort must be one of: ${TASK_SORTS.join(', ')}` })),
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

// ─── Signed-in requests ───────────────────────────────────────────────────────────────────────────

/** A stored upload: the path POST /upload/image returned, or its full URL. */
const ZUploadRef = z.string().trim().min(1, 'Upload the image again').max(500, 'Image reference is too long');

const ZAmount = (label: string) =>
  zPaisa(label, { min: 1, max: TASK_MAX_AMOUNT, typeError: `${label} must be a number of paisa` }).min(
    TASK_MIN_AMOUNT,
    `${label} must be at least Rs. ${TASK_MIN_AMOUNT / 100}`,
  );

export { todayInNepal };

/**
 * POST /task and PUT /task/:id (the whole task). A task is either remote (`isRemote`, required) or
 * at a place (`placeId`, any node of the address tree, and an optional street); `whenKind` defaults
 * to `flexible`; `whenDate` is required for `on`/`before`, not before today, and ignored for
 * `flexible`. `budget` is paisa.
 */
export const ZTaskRequest = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(TASK_TITLE_MIN, `Title must be at least ${TASK_TITLE_MIN} characters`)
      .max(TASK_TITLE_MAX, `Title must be at most ${TASK_TITLE_MAX} characters`),
    categoryId: z.uuid({ error: 'Choose a category' }),
    description: z
      .string({ error: 'Description is required' })
      .trim()
      .min(TASK_DESCRIPTION_MIN, `Description must be at least ${TASK_DESCRIPTION_MIN} characters`)
      .max(TASK_DESCRIPTION_MAX, `Description must be at most ${TASK_DESCRIPTION_MAX} characters`),
    images: z
      .array(ZUploadRef, { error: 'Images must be a list' })
      .max(TASK_MAX_IMAGES, `Add at most ${TASK_MAX_IMAGES} photos`)
      .default([]),
    isRemote: z.boolean({ error: 'Say whether the task can be done remotely (isRemote true or false)' }),
    placeId: z
      .union([z.literal('').transform(() => null), z.null(), z.uuid({ error: 'Choose a place' })])
      .optional()
      .transform((v) => v ?? null),
    street: z
      .string({ error: 'Street must be text' })
      .trim()
      .max(TASK_STREET_MAX, `Street must be at most ${TASK_STREET_MAX} characters`)
      .default(''),
    whenKind: ZTaskWhenKind.default('flexible'),
    whenDate: z
      .union([z.literal('').transform(() => null), z.null(), zDay('Choose a date like 2026-01-31')])
      .optional()
      .transform((v) => v ?? null),
    budget: ZAmount('Budget'),
  })
  .superRefine((v, ctx) => {
    if (!v.isRemote && !v.placeId) {
      ctx.addIssue({ code: 'custom', path: ['placeId'], message: 'Choose a place, or mark the task remote' });
    }
    if (v.whenKind !== 'flexible') {
      if (!v.whenDate) ctx.addIssue({ code: 'custom', path: ['whenDate'], message: 'Choose a date' });
      else if (v.whenDate < todayInNepal()) {
        ctx.addIssue({ code: 'custom', path: ['whenDate'], message: 'The date cannot be in the past' });
      } else if (v.whenDate > latestDayAhead()) {
        ctx.addIssue({ code: 'custom', path: ['whenDate'], message: tooFarAheadMessage('The date') });
      }
    }
  })
  .transform((v) => ({
    ...v,
    placeId: v.isRemote ? null : v.placeId,
    street: v.isRemote ? '' : v.street,
    whenDate: v.whenKind === 'flexible' ? null : v.whenDate,
  }));
export type TTaskRequest = z.input<typeof ZTaskRequest>;
export type TTaskInput = z.output<typeof ZTaskRequest>;

export const ZTaskWriteResponse = writeResult(ZTaskDetail);
export type TTaskWriteResponse = z.infer<typeof ZTaskWriteResponse>;

/** POST /task/:id/offers and PUT /task/offers/:offerId (while Pending). `amount` is paisa. */
export const ZTaskOfferRequest = z.object({
  amount: ZAmount('Amount'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(TASK_OFFER_MESSAGE_MIN, `Message must be at least ${TASK_OFFER_MESSAGE_MIN} characters`)
    .max(TASK_OFFER_MESSAGE_MAX, `Message must be at most ${TASK_OFFER_MESSAGE_MAX} characters`),
});
export type TTaskOfferRequest = z.input<typeof ZTaskOfferRequest>;

export const ZTaskOfferWriteResponse = writeResult(ZTaskOffer);
export type TTaskOfferWriteResponse = z.infer<typeof ZTaskOfferWriteResponse>;

/** GET /task/:id/offers: the poster sees every offer, anyone else only their own. Newest first. */
export const ZTaskOfferListResponse = z.object({ docs: z.array(ZTaskOffer) });
export type TTaskOfferListResponse = z.infer<typeof ZTaskOfferListResponse>;

/** POST /task/:id/questions (anyone signed in but the poster, while Open). */
export const ZTaskQuestionRequest = z.object({
  text: z
    .string({ error: 'Question is required' })
    .trim()
    .min(TASK_QUESTION_MIN, `Question must be at least ${TASK_QUESTION_MIN} characters`)
    .max(TASK_QUESTION_MAX, `Question must be at most ${TASK_QUESTION_MAX} characters`),
});
export type TTaskQuestionRequest = z.input<typeof ZTaskQuestionRequest>;

/** PUT /task/questions/:questionId/answer (the poster, once). */
export const ZTaskAnswerRequest = z.object({
  answer: z
    .string({ error: 'Answer is required' })
    .trim()
    .min(1, 'Answer is required')
    .max(TASK_ANSWER_MAX, `Answer must be at most ${TASK_ANSWER_MAX} characters`),
});
export type TTaskAnswerRequest = z.input<typeof ZTaskAnswerRequest>;

export const ZTaskQuestionWriteResponse = writeResult(ZTaskQuestion);
export type TTaskQuestionWriteResponse = z.infer<typeof ZTaskQuestionWriteResponse>;

/** PUT /task/:id/cancel (poster) and PUT /admin/task/tasks/:id/cancel: the reason is told to the other side. */
export const ZTaskCancelRequest = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(TASK_CANCEL_REASON_MIN, `Reason must be at least ${TASK_CANCEL_REASON_MIN} characters`)
    .max(TASK_CANCEL_REASON_MAX, `Reason must be at most ${TASK_CANCEL_REASON_MAX} characters`),
});
export type TTaskCancelRequest = z.input<typeof ZTaskCancelRequest>;

/** POST /task/:id/reviews: the poster reviews the tasker or the tasker the poster, once, after Completed. */
export const ZTaskReviewRequest = z.object({
  rating: ZReviewRating,
  comment: z
    .string({ error: 'Comment is required' })
    .trim()
    .min(TASK_REVIEW_COMMENT_MIN, `Comment must be at least ${TASK_REVIEW_COMMENT_MIN} characters`)
    .max(TASK_REVIEW_COMMENT_MAX, `Comment must be at most ${TASK_REVIEW_COMMENT_MAX} characters`),
});
export type TTaskReviewRequest = z.input<typeof ZTaskReviewRequest>;

/** PUT /task/reviews/:reviewId/reply: the subject of the review, once. */
export const ZTaskReviewReplyRequest = z.object({
  reply: z
    .string({ error: 'Reply is required' })
    .trim()
    .min(2, 'Reply must be at least 2 characters')
    .max(TASK_REVIEW_REPLY_MAX, `Reply must be at most ${TASK_REVIEW_REPLY_MAX} characters`),
});
export type TTaskReviewReplyRequest = z.input<typeof ZTaskReviewReplyRequest>;

export const ZTaskReviewWriteResponse = writeResult(ZTaskReview);
export type TTaskReviewWriteResponse = z.infer<typeof ZTaskReviewWriteResponse>;

/** GET /task/user/reviews-by-me and /task/user/reviews-for-me. Newest first. */
export const ZTaskReviewListQuery = ZPageQuery;
export const ZTaskReviewListResponse = paginated(ZTaskReview);
export type TTaskReviewListResponse = z.infer<typeof ZTaskReviewListResponse>;

// ─── The signed-in person's view of one task (the task page's personal island) ───────────────────

/**
 * GET /task/:id/me. `role`: what the reader is on this task (`tasker` only for the assigned tasker).
 * `street` only for the poster and the assigned tasker. The `can*` flags say which actions the page
 * offers; the API checks each again.
 */
export const ZTaskViewer = z.object({
  role: z.enum(['poster', 'tasker', 'other']),
  street: z.string().nullable(),
  myOffer: ZTaskOffer.nullable(),
  canOffer: z.boolean(),
  canAsk: z.boolean(),
  canMarkDone: z.boolean(),
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
  canReview: z.boolean(),
  /** The review the reader wrote on this task, if any. */
  myReview: ZTaskReview.nullable(),
  /** The review about the reader on this task, if any (they may reply once). */
  reviewOfMe: ZTaskReview.nullable(),
});
export type TTaskViewer = z.infer<typeof ZTaskViewer>;
export const ZTaskViewerResponse = z.object({ data: ZTaskViewer });
export type TTaskViewerResponse = z.infer<typeof ZTaskViewerResponse>;

// ─── My lists ─────────────────────────────────────────────────────────────────────────────────────

/** A task in the poster's own list. */
export const ZMyPostedTask = ZTaskCard.extend({
  assignedTasker: ZTaskPerson.nullable(),
  /** Offers still Pending (the poster may accept one). */
  pendingOffersCount: z.number().int(),
  doneAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Completed and the poster has not reviewed the tasker yet. */
  canReview: z.boolean(),
});
export type TMyPostedTask = z.infer<typeof ZMyPostedTask>;

/** GET /task/user/posted?type=Open|Assigned|Completed|Cancelled (default Open). */
export const ZPostedTaskListQuery = ZPageQuery.extend({ type: ZTaskStatus.default('Open') });
export type TPostedTaskListQuery = z.input<typeof ZPostedTaskListQuery>;

export const ZTaskStatusCounts = z.object({
  Open: z.number().int(),
  Assigned: z.number().int(),
  Completed: z.number().int(),
  Cancelled: z.number().int(),
});
export type TTaskStatusCounts = z.infer<typeof ZTaskStatusCounts>;

/** The page of tasks and how many the poster has in each state (the tab badges). */
export const ZPostedTaskListResponse = paginated(ZMyPostedTask).extend({ counts: ZTaskStatusCounts });
export type TPostedTaskListResponse = z.infer<typeof ZPostedTaskListResponse>;

/** A row of the tasker's list: the task and my offer on it. */
export const ZMyTaskerTask = z.object({
  task: ZTaskCard.extend({ doneAt: z.string().nullable(), cancelReason: z.string().nullable() }),
  offer: ZTaskOffer,
  /** Completed and I have not reviewed the poster yet. */
  canReview: z.boolean(),
});
export type TMyTaskerTask = z.infer<typeof ZMyTaskerTask>;

/**
 * GET /task/user/assigned?type=Assigned|Completed|Cancelled|Offers (default Assigned): tasks whose
 * accepted offer is mine, by the task's state; `Offers` is my Pending offers.
 */
export const ZTaskerTaskListQuery = ZPageQuery.extend({
  type: z
    .enum(TASKER_LIST_TYPES, { error: `type must be one of ${TASKER_LIST_TYPES.join(', ')}` })
    .default('Assigned'),
});
export type TTaskerTaskListQuery = z.input<typeof ZTaskerTaskListQuery>;

export const ZTaskerListCounts = z.object({
  Assigned: z.number().int(),
  Completed: z.number().int(),
  Cancelled: z.number().int(),
  Offers: z.number().int(),
});
export const ZTaskerTaskListResponse = paginated(ZMyTaskerTask).extend({ counts: ZTaskerListCounts });
export type TTaskerTaskListResponse = z.infer<typeof ZTaskerTaskListResponse>;

// ─── Tasker profile ───────────────────────────────────────────────────────────────────────────────

/** GET /task/user/tasker-profile: the signed-in user's own (empty until saved). */
export const ZTaskerProfile = z.object({
  bio: z.string(),
  skills: z.array(z.string()),
  categoryIds: z.array(z.string()),
  serviceAreaId: z.string().nullable(),
  serviceArea: ZTaskPlace.nullable(),
  photo: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TTaskerProfile = z.infer<typeof ZTaskerProfile>;
export const ZTaskerProfileResponse = z.object({ data: ZTaskerProfile });

/** PUT /task/user/tasker-profile (the whole profile). */
/**
 * PUT /task/user/tasker-profile: the fields it names (at least one); a field left out keeps its
 * value, and null, '' or an empty list clears it.
 */
export const ZTaskerProfileRequest = atLeastOneField(
  z.object({
    bio: z
      .string({ error: 'Bio must be text' })
      .trim()
      .max(TASKER_BIO_MAX, `Bio must be at most ${TASKER_BIO_MAX} characters`)
      .optional(),
    skills: z
      .array(
        z
          .string({ error: 'Each skill must be text' })
          .trim()
          .min(1, 'A skill cannot be empty')
          .max(TASKER_SKILL_MAX, `Each skill must be at most ${TASKER_SKILL_MAX} characters`),
        { error: 'Skills must be a list' },
      )
      .max(TASKER_MAX_SKILLS, `Add at most ${TASKER_MAX_SKILLS} skills`)
      .optional(),
    categoryIds: z
      .array(z.uuid({ error: 'Choose task categories from the list' }), {
        error: 'Categories must be a list',
      })
      .max(TASKER_MAX_CATEGORIES, `Choose at most ${TASKER_MAX_CATEGORIES} categories`)
      .optional(),
    serviceAreaId: z
      .union([z.literal('').transform(() => null), z.null(), z.uuid({ error: 'Choose a service area' })])
      .optional(),
    photo: z.union([z.literal('').transform(() => null), z.null(), ZUploadRef]).optional(),
  }),
);
export type TTaskerProfileRequest = z.input<typeof ZTaskerProfileRequest>;
export const ZTaskerProfileWriteResponse = writeResult(ZTaskerProfile);
export type TTaskerProfileWriteResponse = z.infer<typeof ZTaskerProfileWriteResponse>;

// ─── Admin ────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_TASK_SORTS = ['createdAt', 'budget', 'offersCount'] as const;

/**
 * GET /admin/task/tasks (AdminTable convention): `search` matches title and poster name/email;
 * `category` and `place` are ids (place includes the places under it); `hidden` true/false.
 */
export const ZAdminTaskListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  status: optional(ZTaskStatus),
  category: optional(z.uuid({ error: 'category must be a valid id' })),
  place: optional(z.uuid({ error: 'place must be a valid place id' })),
  hidden: optional(ZBoolFlag),
  sort: zSort(ADMIN_TASK_SORTS, '-createdAt'),
});
export type TAdminTaskListQuery = z.input<typeof ZAdminTaskListQuery>;

export const ZAdminTaskRow = ZTaskCard.extend({
  poster: ZTaskPerson.extend({ email: z.string() }),
  assignedTasker: ZTaskPerson.nullable(),
  isHidden: z.boolean(),
  cancelReason: z.string().nullable(),
  doneAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAdminTaskRow = z.infer<typeof ZAdminTaskRow>;

/** The page and the count per status under the same filters (`counts.status.all` for every task). */
export const ZAdminTaskListResponse = paginated(ZAdminTaskRow).extend({
  counts: z.object({ status: ZTaskStatusCounts.extend({ all: z.number().int() }) }),
});
export type TAdminTaskListResponse = z.infer<typeof ZAdminTaskListResponse>;

/** PUT /admin/task/tasks/:id/hidden and PUT /admin/task/reviews/:id/hidden. */
export const ZTaskHiddenRequest = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });
export type TTaskHiddenRequest = z.input<typeof ZTaskHiddenRequest>;

export const ZAdminTaskWriteResponse = writeResult(ZAdminTaskRow);
export type TAdminTaskWriteResponse = z.infer<typeof ZAdminTaskWriteResponse>;

export const ADMIN_TASK_REVIEW_SORTS = ['createdAt', 'rating'] as const;

/** GET /admin/task/reviews: search matches the task title and the author's or subject's name. */
export const ZAdminTaskReviewListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  rating: optional(
    z.coerce
      .number({ error: 'rating must be 1 to 5' })
      .int('rating must be 1 to 5')
      .min(1, 'rating must be 1 to 5')
      .max(5, 'rating must be 1 to 5'),
  ),
  hidden: optional(ZBoolFlag),
  sort: zSort(ADMIN_TASK_REVIEW_SORTS, '-createdAt'),
});
export type TAdminTaskReviewListQuery = z.input<typeof ZAdminTaskReviewListQuery>;

export const ZAdminTaskReview = ZTaskReview.extend({ isHidden: z.boolean() });
export type TAdminTaskReview = z.infer<typeof ZAdminTaskReview>;
export const ZAdminTaskReviewListResponse = paginated(ZAdminTaskReview);
export type TAdminTaskReviewListResponse = z.infer<typeof ZAdminTaskReviewListResponse>;
export const ZAdminTaskReviewWriteResponse = writeResult(ZAdminTaskReview);
export type TAdminTaskReviewWriteResponse = z.infer<typeof ZAdminTaskReviewWriteResponse>;

/** GET/PUT /admin/site-setting/task-service-charge (super admin): a whole percent, 0–50. */
export const ZTaskServiceChargeRequest = z.object({
  percent: z
    .number({ error: 'Percent must be a number' })
    .int('Percent must be a whole number')
    .min(0, 'Percent cannot be negative')
    .max(MAX_TASK_SERVICE_CHARGE_PERCENT, `Percent can be at most ${MAX_TASK_SERVICE_CHARGE_PERCENT}`),
});
export type TTaskServiceChargeRequest = z.input<typeof ZTaskServiceChargeRequest>;
export const ZTaskServiceChargeWriteResponse = writeResult(ZTaskServiceCharge);
export type TTaskServiceChargeWriteResponse = z.infer<typeof ZTaskServiceChargeWriteResponse>;
