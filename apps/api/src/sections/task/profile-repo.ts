import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { taskReviews, tasks } from '../../db/schema/tasks.ts';

// The Task section's SQL for a person's public profile (decision 044).

/** How many visible tasks the person posted (a cancelled one too: it was posted). */
export async function countPostedTasks(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.posterId, userId), eq(tasks.isHidden, false)));
  return row?.n ?? 0;
}

const visibleAbout = (userId: string) =>
  and(eq(taskReviews.subjectId, userId), eq(taskReviews.isHidden, false));

/** How many visible reviews the person received, as a tasker and as a poster. */
export async function countReviewsAbout(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taskReviews).where(visibleAbout(userId));
  return row?.n ?? 0;
}

/** The visible reviews the person received, newest first, with their task's title. */
export function listReviewsAbout(db: Executor, userId: string, offset: number, limit: number) {
  return db
    .select({
      id: taskReviews.id,
      taskId: taskReviews.taskId,
      taskTitle: tasks.title,
      authorId: taskReviews.authorId,
      subjectRole: taskReviews.subjectRole,
      rating: taskReviews.rating,
      comment: taskReviews.comment,
      reply: taskReviews.reply,
      createdAt: taskReviews.createdAt,
    })
    .from(taskReviews)
    .innerJoin(tasks, eq(tasks.id, taskReviews.taskId))
    .where(visibleAbout(userId))
    .orderBy(desc(taskReviews.createdAt), desc(sql`${taskReviews.id}`))
    .limit(limit)
    .offset(offset);
}
