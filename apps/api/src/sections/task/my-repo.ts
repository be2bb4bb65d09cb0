import type { TTaskStatus } from '@bazaar/shared/task';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories } from '../../db/schema/shop.ts';
import { type TaskOfferRow, taskOffers, taskReviews, tasks } from '../../db/schema/tasks.ts';

import { flatten, type TaskWithCategory, taskWithCategory } from './repo.ts';

// A person's own lists: the tasks they posted, and a tasker's tasks by list.

export async function listPostedTasks(
  db: Executor,
  posterId: string,
  status: TTaskStatus,
  page: { page: number; limit: number },
): Promise<{ docs: (TaskWithCategory & { pendingOffersCount: number })[]; total: number }> {
  const where = and(eq(tasks.posterId, posterId), eq(tasks.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...taskWithCategory,
        pendingOffersCount: sql<number>`(
          select count(*)::int from "task_offers" o where o.task_id = "tasks"."id" and o.status = 'Pending'
        )`,
      })
      .from(tasks)
      .innerJoin(categories, eq(categories.id, tasks.categoryId))
      .where(where)
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return {
    docs: rows.map((r) => ({ ...flatten(r), pendingOffersCount: Number(r.pendingOffersCount) })),
    total: total?.n ?? 0,
  };
}

export async function countPostedByStatus(db: Executor, posterId: string) {
  return db
    .select({ status: tasks.status, n: count() })
    .from(tasks)
    .where(eq(tasks.posterId, posterId))
    .groupBy(tasks.status);
}

/** Task ids among these that `authorId` has reviewed. */
export async function findReviewedTaskIds(
  db: Executor,
  authorId: string,
  taskIds: string[],
): Promise<Set<string>> {
  if (taskIds.length === 0) return new Set();
  const rows = await db
    .select({ taskId: taskReviews.taskId })
    .from(taskReviews)
    .where(and(eq(taskReviews.authorId, authorId), inArray(taskReviews.taskId, taskIds)));
  return new Set(rows.map((r) => r.taskId));
}

export type TaskerListType = 'Assigned' | 'Completed' | 'Cancelled' | 'Offers';

function taskerListWhere(taskerId: string, type: TaskerListType): SQL {
  if (type === 'Offers')
    return and(eq(taskOffers.taskerId, taskerId), eq(taskOffers.status, 'Pending')) as SQL;
  return and(
    eq(taskOffers.taskerId, taskerId),
    eq(taskOffers.status, 'Accepted'),
    eq(tasks.status, type),
  ) as SQL;
}

/** The tasker's list: tasks whose accepted offer is theirs by state, or their Pending offers. */
export async function listTaskerTasks(
  db: Executor,
  taskerId: string,
  type: TaskerListType,
  page: { page: number; limit: number },
): Promise<{ docs: { task: TaskWithCategory; offer: TaskOfferRow }[]; total: number }> {
  const where = taskerListWhere(taskerId, type);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...taskWithCategory, offer: taskOffers })
      .from(taskOffers)
      .innerJoin(tasks, eq(tasks.id, taskOffers.taskId))
      .innerJoin(categories, eq(categories.id, tasks.categoryId))
      .where(where)
      .orderBy(desc(taskOffers.updatedAt), desc(taskOffers.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(taskOffers).innerJoin(tasks, eq(tasks.id, taskOffers.taskId)).where(where),
  ]);
  return { docs: rows.map((r) => ({ task: flatten(r), offer: r.offer })), total: total?.n ?? 0 };
}

export async function countTaskerLists(
  db: Executor,
  taskerId: string,
): Promise<Record<TaskerListType, number>> {
  const [row] = await db
    .select({
      Offers: sql<number>`count(*) filter (where ${taskOffers.status} = 'Pending')::int`,
      Assigned: sql<number>`count(*) filter (where ${taskOffers.status} = 'Accepted' and ${tasks.status} = 'Assigned')::int`,
      Completed: sql<number>`count(*) filter (where ${taskOffers.status} = 'Accepted' and ${tasks.status} = 'Completed')::int`,
      Cancelled: sql<number>`count(*) filter (where ${taskOffers.status} = 'Accepted' and ${tasks.status} = 'Cancelled')::int`,
    })
    .from(taskOffers)
    .innerJoin(tasks, eq(tasks.id, taskOffers.taskId))
    .where(eq(taskOffers.taskerId, taskerId));
  return {
    Assigned: Number(row?.Assigned ?? 0),
    Completed: Number(row?.Completed ?? 0),
    Cancelled: Number(row?.Cancelled ?? 0),
    Offers: Number(row?.Offers ?? 0),
  };
}
