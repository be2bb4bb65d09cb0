import { z } from 'zod';
import { optionalParam, ZBoolFlag, ZSearchParam, zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { ZTaskCard, ZTaskPerson, ZTaskReview, ZTaskServiceCharge, ZTaskStatus } from './task-answers.ts';
import { MAX_TASK_SERVICE_CHARGE_PERCENT } from './task-constants.ts';
import { ZTaskStatusCounts } from './task-requests.ts';

// The Task section's admin requests: the tasks and reviews lists, hiding, cancelling, the service charge.

// ─── Admin ────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_TASK_SORTS = ['createdAt', 'budget', 'offersCount'] as const;

/**
 * GET /admin/task/tasks (AdminTable convention): `search` matches title and poster name/email;
 * `category` and `place` are ids (place includes the places under it); `hidden` true/false.
 */
export const ZAdminTaskListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  status: optionalParam(ZTaskStatus),
  category: optionalParam(z.uuid({ error: 'category must be a valid id' })),
  place: optionalParam(z.uuid({ error: 'place must be a valid place id' })),
  hidden: optionalParam(ZBoolFlag),
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
  rating: optionalParam(
    z.coerce
      .number({ error: 'rating must be 1 to 5' })
      .int('rating must be 1 to 5')
      .min(1, 'rating must be 1 to 5')
      .max(5, 'rating must be 1 to 5'),
  ),
  hidden: optionalParam(ZBoolFlag),
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
