import { z } from 'zod';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { postedTasksRoute, TASK_STATUSES, TASKER_TASKS_ROUTE, type TTaskStatus } from './task-constants.ts';

export const NOTIFICATION_TYPES = ['shop', 'task', 'job', 'other'] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

/** docs/product-rules.md "Session and notifications" notification. */
export const ZNotification = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  notificationType: ZNotificationType,
  isSeen: z.boolean(),
  metaData: z.object({ route: z.string() }).catchall(z.unknown()),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = ZPageQuery;

/**
 * docs/product-rules.md "Session and notifications": docs, pagination (page, nextPage, …) and unseenCount.
 */
export const ZNotificationListResponse = paginated(ZNotification).extend({ unseenCount: z.number().int() });
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

/** PUT /notification/mark-all-as-seen: how many were unseen. */
export const ZMarkAllSeenResponse = writeResult(z.object({ updated: z.number().int() }));
export type TMarkAllSeenResponse = z.infer<typeof ZMarkAllSeenResponse>;

/** PUT /notification/:id/seen: the notification's id. */
export const ZNotificationIdParams = z.object({ id: z.uuid({ error: 'Not a valid notification id' }) });

/** PUT /notification/:id/seen: whether it was unseen until now, and how many stay unseen (the bell). */
export const ZMarkSeenResponse = writeResult(
  z.object({ updated: z.number().int(), unseenCount: z.number().int() }),
);
export type TMarkSeenResponse = z.infer<typeof ZMarkSeenResponse>;

/** The task states the poster's lists are filtered by (the task flow's statuses). */
export const TASK_STATES = TASK_STATUSES;
export type TaskState = TTaskStatus;

/**
 * Task notifications open the matching task state list (docs/product-rules.md "Session and notifications"):
 * the poster's `/user/task/posted?type=<state>`, the tasker's `/user/task/assigned`.
 */
export function taskNotificationRoute(state: TaskState, asTasker = false): string {
  return asTasker ? TASKER_TASKS_ROUTE : postedTasksRoute(state);
}
