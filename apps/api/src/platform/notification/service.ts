import type {
  TNotification,
  TNotificationListResponse,
  TNotificationType,
} from '@bazaar/shared/notification';
import type { TPageQuery } from '@bazaar/shared/pagination';
import type { Executor } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toPage } from '../../lib/list-query.ts';
import { afterCommit } from '../../lib/transaction.ts';
import * as repo from './repo.ts';

/** Redis channel every API instance publishes new notifications on (for live updates later). */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/** What a notification says and the page it opens, before it is addressed to someone. */
export type NotificationContent = {
  title: string;
  message: string;
  notificationType: TNotificationType;
  /** The page the notification opens. */
  route: string;
  metaData?: Record<string, unknown>;
};

export type NotifyInput = NotificationContent & { userId: string };

/** What notify needs from the app: the Redis connection that fans notifications out, if any. */
export type NotifyDeps = Pick<AppDeps, 'redis'>;

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

/** `notify` as the hook a status move takes (lib/status-flow.ts's `transition`). */
export function notifyHook(
  deps: NotifyDeps,
): (tx: Executor, inputs: NotifyInput[]) => Promise<TNotification[]> {
  return (tx, inputs) => notify(tx, deps, ...inputs);
}

/**
 * Tells users about something that concerns them (build each input with a builder from
 * `events.ts`). The rows are written through `db`, the caller's transaction, and fanned out to
 * the other API instances once it commits.
 */
export async function notify(
  db: Executor,
  deps: NotifyDeps,
  ...inputs: NotifyInput[]
): Promise<TNotification[]> {
  if (inputs.length === 0) return [];
  const rows = await repo.insertNotifications(
    db,
    inputs.map((input) => ({
      id: newId(),
      userId: input.userId,
      title: input.title,
      message: input.message,
      notificationType: input.notificationType,
      metaData: notificationMeta(input),
    })),
  );
  await publishNotifications(db, deps, rows);
  return rows.map(toNotificationDto);
}

/**
 * Publishes notifications written through `db` on the Redis channel once they are committed (none
 * when the transaction rolls back, so no instance announces a row that does not exist). For rows
 * written by other means, such as the checkout's single statement; `notify` calls it for its own.
 */
export async function publishNotifications(
  db: Executor,
  deps: NotifyDeps,
  rows: NotificationRow[],
): Promise<void> {
  const publisher = deps.redis;
  if (rows.length === 0) return;
  // Registered even without Redis, so a transaction that cannot publish after commit fails in
  // every setup, not only where Redis runs.
  await afterCommit(db, async () => {
    if (!publisher) return;
    // One connection sends them in order. Fan-out is best effort: the rows are stored and the
    // bell polls anyway.
    await Promise.all(
      rows.map((row) =>
        publisher
          .publish(
            NOTIFICATIONS_CHANNEL,
            JSON.stringify({ userId: row.userId, notification: toNotificationDto(row) }),
          )
          .catch(() => {}),
      ),
    );
  });
}

/** One page of the user's notifications, newest first, with the unseen count for the bell. */
export async function listMyNotifications(
  db: Executor,
  userId: string,
  page: TPageQuery,
): Promise<TNotificationListResponse> {
  const { unseenCount, ...rows } = await repo.listNotifications(db, userId, page);
  return { ...toPage(page, rows, toNotificationDto), unseenCount };
}

export async function markAllMyNotificationsSeen(db: Executor, userId: string): Promise<number> {
  return repo.markAllSeen(db, userId);
}

/** Of `userIds`, those still holding an unseen notification about the thing `metaData[key]` names. */
export async function usersWithUnseenAbout(
  db: Executor,
  userIds: string[],
  key: string,
  value: string,
): Promise<Set<string>> {
  return repo.usersWithUnseenAbout(db, userIds, key, value);
}

/** Marks seen the user's notifications about the thing `metaData[key]` names (they have looked at it). */
export async function markSeenAbout(
  db: Executor,
  userId: string,
  key: string,
  value: string,
): Promise<number> {
  return repo.markSeenAbout(db, userId, key, value);
}
