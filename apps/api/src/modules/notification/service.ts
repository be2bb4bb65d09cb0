import type {
  TNotification,
  TNotificationListResponse,
  TNotificationType,
} from '@bazaar/shared/notification';
import { buildPagination } from '@bazaar/shared/pagination';
import type { Redis } from 'ioredis';
import type { Executor } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import { newId } from '../../lib/ids.ts';
import * as repo from './repo.ts';

/** Redis channel every API instance publishes new notifications on (for live updates later). */
export const NOTIFICATIONS_CHANNEL = 'notifications';

export type NotifyInput = {
  userId: string;
  title: string;
  message: string;
  notificationType: TNotificationType;
  /** The page the notification opens. */
  route: string;
  metaData?: Record<string, unknown>;
};

export function toNotificationDto(row: NotificationRow): TNotification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    notificationType: row.notificationType,
    isSeen: row.isSeen,
    metaData: row.metaData,
  };
}

/** What a notification stores besides its text: the caller's facts and the page it opens. */
export function notificationMeta(input: Pick<NotifyInput, 'metaData' | 'route'>) {
  return { ...input.metaData, route: input.route };
}

/**
 * Tells a user about something that concerns them. Every module calls this; pass `publisher`
 * (the app's Redis) to fan the notification out to other API instances.
 */
export async function notify(
  db: Executor,
  input: NotifyInput,
  publisher?: Redis | null,
): Promise<TNotification> {
  const row = await repo.insertNotification(db, {
    id: newId(),
    userId: input.userId,
    title: input.title,
    message: input.message,
    notificationType: input.notificationType,
    metaData: notificationMeta(input),
  });
  const dto = toNotificationDto(row);
  if (publisher) {
    // Fan-out is best effort: the row is already stored and the bell polls anyway.
    await publisher
      .publish(NOTIFICATIONS_CHANNEL, JSON.stringify({ userId: input.userId, notification: dto }))
      .catch(() => {});
  }
  return dto;
}

/** One page of the user's notifications, newest first, with the unseen count for the bell. */
export async function listMyNotifications(
  db: Executor,
  userId: string,
  page: number,
  limit: number,
): Promise<TNotificationListResponse> {
  const { docs, total, unseenCount } = await repo.listNotifications(db, userId, page, limit);
  return { docs: docs.map(toNotificationDto), pagination: buildPagination(page, limit, total), unseenCount };
}

export async function markAllMyNotificationsSeen(db: Executor, userId: string): Promise<number> {
  return repo.markAllSeen(db, userId);
}
