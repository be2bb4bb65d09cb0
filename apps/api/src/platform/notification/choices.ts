import {
  choiceChanges,
  choiceKey,
  resolveNotificationChoices,
  type TNotificationChannel,
  type TNotificationChoices,
  type TNotificationChoicesUpdate,
  type TNotificationTopic,
} from '@bazaar/shared/notification-choices';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationChoices } from '../../db/schema/notifications.ts';

// A person's notification choices (topic × channel): stored as their changes over the defaults, read
// for many people at once by every sender (notify, the emails, web push).

/** The person's choices, defaults filled in. */
export async function getChoices(db: Executor, userId: string): Promise<TNotificationChoices> {
  return (await choicesOf(db, [userId])).get(userId) ?? resolveNotificationChoices(null);
}

/** The choices of each of `userIds` (one statement), defaults filled in. */
export async function choicesOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, TNotificationChoices>> {
  const unique = [...new Set(userIds)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .select({ userId: notificationChoices.userId, choices: notificationChoices.choices })
          .from(notificationChoices)
          .where(inArray(notificationChoices.userId, unique));
  const stored = new Map(rows.map((r) => [r.userId, r.choices]));
  return new Map(unique.map((id) => [id, resolveNotificationChoices(stored.get(id) ?? null)]));
}

/** Of `userIds`, those who want `topic` on `channel`. */
export async function wantedBy(
  db: Executor,
  userIds: readonly string[],
  topic: TNotificationTopic,
  channel: TNotificationChannel,
): Promise<Set<string>> {
  const choices = await choicesOf(db, userIds);
  return new Set([...choices].filter(([, c]) => c[topic][channel]).map(([id]) => id));
}

/**
 * SQL true when the person `userId` (an SQL expression) has not turned `topic` (a topic, or an SQL
 * expression of one) off on `channel`: for statements that write notifications themselves (the
 * checkout's), so they obey the choices without a statement of their own.
 */
export function wantsSql(userId: SQL, topic: TNotificationTopic | SQL, channel: TNotificationChannel): SQL {
  const key =
    typeof topic === 'string'
      ? sql`${choiceKey(topic, channel)}::text`
      : sql`(${topic} || ${`.${channel}`}::text)`;
  return sql`not exists (select 1 from ${notificationChoices} nc where nc.user_id = ${userId}
    and nc.choices ->> ${key} = 'false')`;
}

/**
 * Saves the changes `patch` names over what the person had (merged in the statement, so two tabs'
 * changes to different choices both stay); answers the whole choices after.
 */
export async function updateChoices(
  db: Executor,
  userId: string,
  patch: TNotificationChoicesUpdate,
): Promise<TNotificationChoices> {
  const changes = choiceChanges(patch);
  const [row] = await db
    .insert(notificationChoices)
    .values({ userId, choices: changes })
    .onConflictDoUpdate({
      target: notificationChoices.userId,
      set: { choices: sql`${notificationChoices.choices} || excluded.choices`, updatedAt: new Date() },
    })
    .returning({ choices: notificationChoices.choices });
  return resolveNotificationChoices(row?.choices ?? changes);
}
