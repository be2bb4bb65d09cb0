import type { TTaskReviewRole } from '@bazaar/shared/task';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { taskReviews, tasks } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';

// The people of the Task section as its pages show them: names and photos, their record (rating,
// reviews, completed tasks), and the emails the admin list shows.

// ─── Places and people ────────────────────────────────────────────────────────────────────────────

export type PersonRow = { id: string; fullName: string; image: string | null; createdAt: Date };

export async function findPeople(db: Executor, ids: string[]): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, image: users.image, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export type PersonStats = { rating: number; reviewsCount: number; completedCount: number };

/**
 * Each person's record: the average and number of visible reviews about them in `role`, and the
 * tasks they completed as the tasker.
 */
export async function findPersonStats(
  db: Executor,
  ids: string[],
  role: TTaskReviewRole,
): Promise<Map<string, PersonStats>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, PersonStats>(
    unique.map((id) => [id, { rating: 0, reviewsCount: 0, completedCount: 0 }]),
  );
  if (unique.length === 0) return out;
  const [ratings, completed] = await Promise.all([
    db
      .select({
        id: taskReviews.subjectId,
        average: sql<string>`round(avg(${taskReviews.rating}), 2)`,
        n: count(),
      })
      .from(taskReviews)
      .where(
        and(
          inArray(taskReviews.subjectId, unique),
          eq(taskReviews.subjectRole, role),
          eq(taskReviews.isHidden, false),
        ),
      )
      .groupBy(taskReviews.subjectId),
    db
      .select({ id: tasks.assignedTaskerId, n: count() })
      .from(tasks)
      .where(and(inArray(tasks.assignedTaskerId, unique), eq(tasks.status, 'Completed')))
      .groupBy(tasks.assignedTaskerId),
  ]);
  for (const r of ratings) {
    const s = out.get(r.id);
    if (s) {
      s.rating = Number(r.average);
      s.reviewsCount = r.n;
    }
  }
  for (const r of completed) {
    const s = r.id ? out.get(r.id) : undefined;
    if (s) s.completedCount = r.n;
  }
  return out;
}

export async function findEmails(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}
