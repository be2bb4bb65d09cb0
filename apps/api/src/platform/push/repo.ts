import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PushSubscriptionRow, pushSubscriptions } from '../../db/schema/notifications.ts';
import { newId } from '../../lib/ids.ts';

export type NewPushSubscription = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
};

/**
 * Keeps a browser's subscription: one row per endpoint, so the same browser subscribing again (new
 * keys, or another person signed in on it) replaces its row rather than adding one.
 */
export async function upsertSubscription(
  db: Executor,
  sub: NewPushSubscription,
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id: newId(), ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: sub.userId,
        p256dh: sub.p256dh,
        auth: sub.auth,
        userAgent: sub.userAgent,
        createdAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/** Removes the person's subscription at `endpoint`; answers whether there was one. */
export async function deleteSubscription(db: Executor, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Removes a subscription its push service says is gone (404 or 410). */
export async function deleteSubscriptionById(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function listSubscriptionsOf(
  db: Executor,
  userIds: readonly string[],
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
}

export async function countSubscriptionsOf(db: Executor, userId: string): Promise<number> {
  return (await listSubscriptionsOf(db, [userId])).length;
}
