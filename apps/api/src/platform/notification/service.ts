import type {
  TNotification,
  TNotificationListResponse,
  TNotificationType,
} from '@bazaar/shared/notification';
import type { TNotificationChoices, TNotificationTopic } from '@bazaar/shared/notification-choices';
import type { TPageQuery } from '@bazaar/shared/pagination';
import type { Executor } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toPage } from '../../lib/list-query.ts';
import type { PushMessage } from '../../lib/push-sender.ts';
import { afterCommit } from '../../lib/transaction.ts';
import { choicesOf } from './choices.ts';
import { emailNotifications, type NotificationEmail, type NotificationEmailDeps } from './email.ts';
import * as repo from './repo.ts';

/**
 * Redis channel every API instance publishes live events on (new notifications, and since decision 037
 * seen marks and thread messages too), each addressed to one person.
 */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/** What a notification says and the page it opens, before it is addressed to someone. */
export type NotificationContent = {
  title: string;
  message: string;
  notificationType: TNotificationType;
  /** What it is about, for the person's notification choices (a section, messages, the account). */
  topic: TNotificationTopic;
  /** The page the notification opens. */
  route: string;
  metaData?: Record<string, unknown>;
  /**
   * The email of it, when the event is worth one: sent too to those who want the topic by email, with
   * the topic's one-click unsubscribe (./email.ts).
   */
  email?: NotificationEmail;
};

export type NotifyInput = NotificationContent & { userId: string };

/**
 * What notify needs from the app: the live bus that fans notifications out to every instance, the
 * web push sender, and the outbox with what signs the emails' unsubscribe links.
 */
export type NotifyDeps = Pick<AppDeps, 'live' | 'push'> & NotificationEmailDeps;

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
 * Tells users about something that concerns them (build each input with a builder from the
 * area's `notifications.ts`), on the channels each chose for its topic: the bell (a row, written
 * through `db`, the caller's transaction, and fanned out to the other API instances once it commits),
 * web push (sent once it commits) and, for an input naming an email, email (queued in the same
 * transaction, with the topic's one-click unsubscribe). Answers the rows written.
 */
export async function notify(
  db: Executor,
  deps: NotifyDeps,
  ...inputs: NotifyInput[]
): Promise<TNotification[]> {
  if (inputs.length === 0) return [];
  const choices = await choicesOf(
    db,
    inputs.map((i) => i.userId),
  );
  const inApp = inputs.filter((input) => choices.get(input.userId)?.[input.topic].inApp ?? true);
  const rows =
    inApp.length === 0
      ? []
      : await repo.insertNotifications(
          db,
          inApp.map((input) => ({
            id: newId(),
            userId: input.userId,
            title: input.title,
            message: input.message,
            notificationType: input.notificationType,
            metaData: notificationMeta(input),
          })),
        );
  await publishNotifications(db, deps, rows);
  await pushAfterCommit(db, deps, inputs, choices);
  await emailNotifications(db, deps, inputs, choices);
  return rows.map(toNotificationDto);
}

/** What a push message of a notification says: its title and text, and the page it opens. */
export function pushMessageOf(input: NotificationContent, tag: string): PushMessage {
  return { title: input.title, body: input.message, url: input.route, tag };
}

/**
 * Sends `inputs` by web push once `db` commits (none when it rolls back), to the people who want their
 * topic pushed (`'chosen'`: the caller has kept only those already), without holding the caller: push
 * services answer in their own time, and a failure loses only the push (the bell has the row).
 */
export async function pushAfterCommit(
  db: Executor,
  deps: NotifyDeps,
  inputs: NotifyInput[],
  choices: Map<string, TNotificationChoices> | 'chosen',
): Promise<void> {
  const wanted =
    choices === 'chosen' ? inputs : inputs.filter((i) => choices.get(i.userId)?.[i.topic].push ?? true);
  if (wanted.length === 0) return;
  const messages = wanted.map((input) => ({
    userId: input.userId,
    message: pushMessageOf(input, String(input.metaData?.threadId ?? input.route)),
  }));
  await afterCommit(db, async () => {
    void deps.push.deliver(messages);
  });
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
  if (rows.length === 0) return;
  // Registered in every setup, so a transaction that cannot publish after commit fails everywhere.
  // Fan-out is best effort: the rows are stored, a reconnecting stream replays them and the bell polls.
  await afterCommit(db, () =>
    deps.live.publish(rows.map((row) => ({ userId: row.userId, notification: toNotificationDto(row) }))),
  );
}

/**
 * Tells the person's open streams (their other tabs and devices) that notifications were marked seen:
 * all of them, or those about the thread `threadId` they have just read. After `db` commits.
 */
export async function publishSeen(
  db: Executor,
  deps: NotifyDeps,
  userId: string,
  threadId?: string,
): Promise<void> {
  await afterCommit(db, () =>
    deps.live.publish([{ userId, event: { type: 'seen', id: newId(), data: threadId ? { threadId } : {} } }]),
  );
}

/** The bell's count: how many of the user's notifications are unseen. */
export async function countMyUnseen(db: Executor, userId: string): Promise<number> {
  return repo.countUnseen(db, userId);
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

/** Marks every unseen notification of the user seen, and tells their other tabs and devices. */
export async function markAllMyNotificationsSeen(
  db: Executor,
  deps: NotifyDeps,
  userId: string,
): Promise<number> {
  const updated = await repo.markAllSeen(db, userId);
  await publishSeen(db, deps, userId);
  return updated;
}

/**
 * Marks one notification of the user seen (they opened it) and tells their other tabs and devices;
 * answers whether it was unseen and how many stay unseen. Someone else's notification is not found.
 */
export async function markMyNotificationSeen(
  db: Executor,
  deps: NotifyDeps,
  userId: string,
  id: string,
): Promise<{ updated: number; unseenCount: number }> {
  const updated = await repo.markSeen(db, userId, id);
  if (updated === null) throw new AppError('NOT_FOUND', 'Notification not found');
  if (updated) await publishSeen(db, deps, userId);
  return { updated, unseenCount: await repo.countUnseen(db, userId) };
}

/** The user's notifications created after `since`, oldest first, at most `limit` (a live replay). */
export async function listMyNotificationsSince(
  db: Executor,
  userId: string,
  since: Date,
  limit: number,
): Promise<TNotification[]> {
  return (await repo.listNotificationsSince(db, userId, since, limit)).map(toNotificationDto);
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
