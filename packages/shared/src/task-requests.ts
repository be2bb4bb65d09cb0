import { z } from 'zod';
import { CROSS_SELL_FROM } from './cross-sell-constants.ts';
import { atLeastOneField, latestDayAhead, todayInNepal, tooFarAheadMessage, zDay, zPaisa } from './fields.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { ZReviewRating } from './review.ts';
import {
  ZTaskCard,
  ZTaskDetail,
  ZTaskOffer,
  ZTaskPerson,
  ZTaskPlace,
  ZTaskQuestion,
  ZTaskReview,
  ZTaskStatus,
  ZTaskWhenKind,
} from './task-answers.ts';
import {
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
  TASK_QUESTION_MAX,
  TASK_QUESTION_MIN,
  TASK_REVIEW_COMMENT_MAX,
  TASK_REVIEW_COMMENT_MIN,
  TASK_REVIEW_REPLY_MAX,
  TASK_STREET_MAX,
  TASK_TITLE_MAX,
  TASK_TITLE_MIN,
  TASKER_BIO_MAX,
  TASKER_LIST_TYPES,
  TASKER_MAX_CATEGORIES,
  TASKER_MAX_SKILLS,
  TASKER_SKILL_MAX,
} from './task-constants.ts';

// The Task section's signed-in requests: a poster's and a tasker's writes, their lists, the tasker profile.

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
    /** The section whose offer opened the form ("Hire a tasker to assemble it"), counted when the task is posted. */
    referral: z
      .enum(CROSS_SELL_FROM, { error: `referral must be one of ${CROSS_SELL_FROM.join(', ')}` })
      .optional(),
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
