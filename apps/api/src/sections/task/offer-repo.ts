import { previousStatuses } from '@bazaar/shared/status-flow';
import { LIVE_TASK_OFFER_STATUSES, TASK_OFFER_FLOW, type TTaskOfferStatus } from '@bazaar/shared/task';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type TaskOfferRow, taskOffers } from '../../db/schema/tasks.ts';

// The Task section's SQL for offers (decision 028: one repo per entity).

export async function insertOffer(db: Executor, values: typeof taskOffers.$inferInsert): Promise<void> {
  await db.insert(taskOffers).values(values);
}

export async function findOffer(db: Executor, id: string): Promise<TaskOfferRow | undefined> {
  const [row] = await db.select().from(taskOffers).where(eq(taskOffers.id, id));
  return row;
}

/**
 * A task's offers (or one tasker's): the accepted one first, then those still waiting for the poster,
 * then the rejected and the withdrawn; the newest first within each. A withdrawn offer made last no
 * longer sits above the offers the poster can accept.
 */
export async function listOffers(db: Executor, taskId: string, taskerId?: string): Promise<TaskOfferRow[]> {
  return db
    .select()
    .from(taskOffers)
    .where(and(eq(taskOffers.taskId, taskId), taskerId ? eq(taskOffers.taskerId, taskerId) : undefined))
    .orderBy(
      sql`case ${taskOffers.status} when 'Accepted' then 0 when 'Pending' then 1 when 'Rejected' then 2 else 3 end`,
      desc(taskOffers.createdAt),
      desc(taskOffers.id),
    );
}

/** The tasker's live offer on a task, else their latest one. */
export async function findMyOffer(
  db: Executor,
  taskId: string,
  taskerId: string,
): Promise<TaskOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(taskOffers)
    .where(and(eq(taskOffers.taskId, taskId), eq(taskOffers.taskerId, taskerId)))
    .orderBy(
      sql`(${taskOffers.status} in ('Pending', 'Accepted')) desc`,
      desc(taskOffers.createdAt),
      desc(taskOffers.id),
    )
    .limit(1);
  return row;
}

/** Changes a Pending offer of this tasker on an Open task: undefined when it no longer is one. */
export async function updatePendingOffer(
  db: Executor,
  id: string,
  taskerId: string,
  values: { amount: number; message: string },
): Promise<TaskOfferRow | undefined> {
  const [row] = await db
    .update(taskOffers)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(taskOffers.id, id),
        eq(taskOffers.taskerId, taskerId),
        eq(taskOffers.status, 'Pending'),
        sql`exists (select 1 from "tasks" t where t.id = ${taskOffers.taskId} and t.status = 'Open')`,
      ),
    )
    .returning();
  return row;
}

/**
 * Rejects every offer on the task still in a status the system may reject from (Pending), but one:
 * the rows it moved, to tell their taskers.
 */
export async function rejectOtherOffers(
  db: Executor,
  taskId: string,
  exceptOfferId: string | null,
): Promise<TaskOfferRow[]> {
  return db
    .update(taskOffers)
    .set({ status: 'Rejected', updatedAt: new Date() })
    .where(
      and(
        eq(taskOffers.taskId, taskId),
        inArray(taskOffers.status, previousStatuses(TASK_OFFER_FLOW, 'System', 'Rejected')),
        exceptOfferId ? ne(taskOffers.id, exceptOfferId) : undefined,
      ),
    )
    .returning();
}

export const LIVE_OFFER_STATUSES: readonly TTaskOfferStatus[] = LIVE_TASK_OFFER_STATUSES;
