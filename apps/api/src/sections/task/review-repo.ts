import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type TaskReviewRow, taskReviews, tasks } from '../../db/schema/tasks.ts';
import { containsPattern, orderBySort } from '../../lib/list-query.ts';

// The Task section's SQL for reviews (decision 028: one repo per entity).

export async function insertReview(db: Executor, values: typeof taskReviews.$inferInsert): Promise<void> {
  await db.insert(taskReviews).values(values);
}

export async function findReview(db: Executor, id: string): Promise<TaskReviewRow | undefined> {
  const [row] = await db.select().from(taskReviews).where(eq(taskReviews.id, id));
  return row;
}

export async function findReviewsOfTask(db: Executor, taskId: string): Promise<TaskReviewRow[]> {
  return db.select().from(taskReviews).where(eq(taskReviews.taskId, taskId));
}

/** Replies to a review about `subjectId` not replied to yet: undefined otherwise. */
export async function replyToReview(
  db: Executor,
  id: string,
  subjectId: string,
  reply: string,
): Promise<TaskReviewRow | undefined> {
  const [row] = await db
    .update(taskReviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(taskReviews.id, id), eq(taskReviews.subjectId, subjectId), isNull(taskReviews.reply)))
    .returning();
  return row;
}

export async function setReviewHidden(
  db: Executor,
  id: string,
  isHidden: boolean,
): Promise<TaskReviewRow | undefined> {
  const [row] = await db.update(taskReviews).set({ isHidden }).where(eq(taskReviews.id, id)).returning();
  return row;
}

export type ReviewWithTask = TaskReviewRow & { taskTitle: string };

/** Reviews by a where-clause, newest first, with their task's title. */
async function listReviewsWhere(
  db: Executor,
  where: SQL | undefined,
  page: { page: number; limit: number },
  order: SQL[] = [desc(taskReviews.createdAt), desc(taskReviews.id)],
): Promise<{ docs: ReviewWithTask[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: taskReviews, taskTitle: tasks.title })
      .from(taskReviews)
      .innerJoin(tasks, eq(tasks.id, taskReviews.taskId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ n: count() })
      .from(taskReviews)
      .innerJoin(tasks, eq(tasks.id, taskReviews.taskId))
      .where(where),
  ]);
  return { docs: rows.map((r) => ({ ...r.review, taskTitle: r.taskTitle })), total: total?.n ?? 0 };
}

export function listReviewsBy(db: Executor, authorId: string, page: { page: number; limit: number }) {
  return listReviewsWhere(db, eq(taskReviews.authorId, authorId), page);
}

/** Reviews about a person (hidden ones too: they see what was said about them). */
export function listReviewsFor(db: Executor, subjectId: string, page: { page: number; limit: number }) {
  return listReviewsWhere(db, eq(taskReviews.subjectId, subjectId), page);
}

/** The visible reviews about a person as a tasker (their public page). */
export function listPublicTaskerReviews(
  db: Executor,
  subjectId: string,
  page: { page: number; limit: number },
) {
  return listReviewsWhere(
    db,
    and(
      eq(taskReviews.subjectId, subjectId),
      eq(taskReviews.subjectRole, 'tasker'),
      eq(taskReviews.isHidden, false),
    ),
    page,
  );
}

export type AdminReviewFilters = {
  search?: string | undefined;
  rating?: number | undefined;
  hidden?: boolean | undefined;
};

export function listAdminReviews(
  db: Executor,
  opts: {
    filters: AdminReviewFilters;
    sort: 'createdAt' | '-createdAt' | 'rating' | '-rating';
    page: number;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [];
  if (opts.filters.search) {
    const pattern = containsPattern(opts.filters.search);
    conditions.push(
      or(
        sql`${tasks.title} ilike ${pattern}`,
        sql`exists (select 1 from "users" u where u.id in (${taskReviews.authorId}, ${taskReviews.subjectId}) and u.full_name ilike ${pattern})`,
      ),
    );
  }
  if (opts.filters.rating !== undefined) conditions.push(eq(taskReviews.rating, opts.filters.rating));
  if (opts.filters.hidden !== undefined) conditions.push(eq(taskReviews.isHidden, opts.filters.hidden));
  const order = orderBySort(
    opts.sort,
    { createdAt: taskReviews.createdAt, rating: taskReviews.rating },
    { ties: [desc(taskReviews.id)] },
  );
  return listReviewsWhere(db, conditions.length ? and(...conditions) : undefined, opts, order);
}

export async function findReviewWithTask(db: Executor, id: string): Promise<ReviewWithTask | undefined> {
  const { docs } = await listReviewsWhere(db, eq(taskReviews.id, id), { page: 1, limit: 1 });
  return docs[0];
}
