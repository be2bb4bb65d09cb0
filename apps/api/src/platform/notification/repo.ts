import type { TPageQuery } from '@bazaar/shared/pagination';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type NotificationMeta, type NotificationRow, notifications } from '../../db/schema/notifications.ts';
import { fetchPage } from '../../lib/list-query.ts';

export type NewNotificationRow = {
  id: string;
  userId: string;
  title: string;
  message: string;
  notificationType: NotificationRow['notificationType'];
  metaData: NotificationMeta;
};

export async function insertNotifications(
  db: Executor,
  values: NewNotificationRow[],
): Promise<NotificationRow[]> {
  return db.insert(notifications).values(values).returning();
}

/** Newest first; the id breaks ties between rows created in the same instant (v7 ids sort by time). */
export async function listNotifications(db: Executor, userId: string, page: TPageQuery) {
  const where = eq(notifications.userId, userId);
  const [{ docs, total }, [unseen]] = await Promise.all([
    fetchPage(
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .$dynamic(),
      db.select({ total: count() }).from(notifications).where(where),
      page,
    ),
    db
      .select({ unseen: count() })
      .from(notifications)
      .where(and(where, eq(notifications.isSeen, false))),
  ]);
  return { docs, total, unseenCount: unseen?.unseen ?? 0 };
}

export async function countUnseen(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ unseen: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false)));
  return row?.unseen ?? 0;
}

/**
 * The user's notifications created after `since`, oldest first (a reconnecting live stream replays
 * them), at most `limit`.
 */
export async function listNotificationsSince(
  db: Executor,
  userId: string,
  since: Date,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, since)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}

export async function markAllSeen(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isSeen: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks one of the user's notifications seen: 1 if it was unseen, 0 if seen already, null if not theirs. */
export async function markSeen(db: Executor, userId: string, id: string): Promise<0 | 1 | null> {
  const rows = await db
    .update(notifications)
    .set({ isSeen: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.isSeen, false)))
    .returning({ id: notifications.id });
  if (rows.length > 0) return 1;
  const [mine] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return mine ? 0 : null;
}

/**
 * Of `userIds`, those who have an unseen notification whose metaData `key` is `value` (the
 * unseen-rows index narrows each user to their few unseen rows).
 */
export async function usersWithUnseenAbout(
  db: Executor,
  userIds: string[],
  key: string,
  value: string,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.isSeen, false),
        sql`${notifications.metaData}->>${key} = ${value}`,
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Marks seen the user's notifications whose metaData `key` is `value`; answers how many were unseen. */
export async function markSeenAbout(
  db: Executor,
  userId: string,
  key: string,
  value: string,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isSeen: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isSeen, false),
        sql`${notifications.metaData}->>${key} = ${value}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
